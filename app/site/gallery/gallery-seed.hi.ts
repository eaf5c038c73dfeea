/**
 * The hotel's own gallery illustrations (the twelve of migrations/0002_seed.sql) in Hindi, by file:
 * the English heading they were seeded with, and the Hindi heading and alt text. A photo is shown
 * in Hindi only while it is that illustration under that heading; a photo staff add, or a heading
 * they change, shows as they wrote it.
 */
export const seedGalleryHi: Readonly<Record<string, { heading: string; hi: { heading: string; alt: string } }>> = {
  "exterior.svg": {
    heading: "The Resort",
    hi: { heading: "होटल", alt: "गुंबद वाले मंडपों, ताड़ के पेड़ों और प्रवेश पर फ़व्वारे वाली होटल की इमारत" },
  },
  "lobby.svg": {
    heading: "Lobby",
    hi: { heading: "लॉबी", alt: "मेहराबदार दरवाज़ों, झूमर और फ़िरोज़ी आरामकुर्सियों वाली लॉबी" },
  },
  "pool.svg": {
    heading: "Swimming Pool",
    hi: { heading: "स्विमिंग पूल", alt: "धूप वाले दिन होटल के सामने स्विमिंग पूल" },
  },
  "restaurant.svg": {
    heading: "Vegetarian Restaurant",
    hi: { heading: "शाकाहारी रेस्तराँ", alt: "सूर्यास्त में नदी की ओर खुलती मेहराबदार खिड़कियों के नीचे रेस्तराँ की मेज़ें" },
  },
  "rooftop.svg": {
    heading: "Rooftop Dining",
    hi: { heading: "छत पर भोजन", alt: "चाँदनी रात में झालरों की रोशनी के नीचे छत पर सजी मेज़ें" },
  },
  "banquet.svg": {
    heading: "Banquet Hall",
    hi: { heading: "बैंक्वेट हॉल", alt: "उत्सव के लिए सजा बैंक्वेट हॉल, सजे हुए मंच और झूमरों के साथ" },
  },
  "garden-wedding.svg": {
    heading: "Marriage Garden",
    hi: { heading: "मैरिज गार्डन", alt: "लॉन में शादी का मंडप, दीयों की रोशनी और दोनों ओर कुर्सियों की कतारें" },
  },
  "spa.svg": {
    heading: "Spa & Wellness",
    hi: { heading: "स्पा और वेलनेस", alt: "मसाज टेबल, मोमबत्तियों और नदी की ओर खिड़की वाला स्पा का उपचार कक्ष" },
  },
  "gym.svg": {
    heading: "Fitness Center",
    hi: { heading: "फ़िटनेस सेंटर", alt: "ट्रेडमिल, बेंच और नदी की ओर खिड़की वाला फ़िटनेस सेंटर" },
  },
  "ghat-aarti.svg": {
    heading: "Aarti on the Ghats",
    hi: { heading: "घाट पर आरती", alt: "घाट पर नदी के ऊपर दीप उठाकर संध्या आरती करते पुजारी" },
  },
  "temple-view.svg": {
    heading: "Temple View",
    hi: { heading: "मंदिर का नज़ारा", alt: "ताड़ के पेड़ों के बीच रेलिंग से दिखता नर्मदा में मंदिर वाला टापू" },
  },
  "river-boat.svg": {
    heading: "Boat Ride on the Narmada",
    hi: { heading: "नर्मदा में नौका-सैर", alt: "सूर्यास्त के समय नर्मदा में लकड़ी की नाव खेता नाविक" },
  },
};
