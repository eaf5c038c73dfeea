import type { EventCategory, EventsCopy } from "./events";
import { illustrationsHi } from "./illustrations.hi";

/**
 * The Events & Meetings page in Hindi: the same venues, sizes, capacities and categories as
 * events.ts. The page's loader names the town staff keep and the temple in Hindi (hindi-names.ts).
 */

const art = {
  wedding: illustrationsHi.eventWedding,
  corporate: illustrationsHi.eventCorporate,
  social: illustrationsHi.eventSocial,
  cultural: illustrationsHi.eventCultural,
  ceremony: illustrationsHi.eventCeremony,
  entertainment: illustrationsHi.eventEntertainment,
};

const eventCategoriesHi: EventCategory[] = [
  {
    id: "weddings",
    title: "शादी-ब्याह",
    description:
      "पवित्र नर्मदा के किनारे सात फेरे: लॉन पर हल्दी और मेहंदी, गेंदे के फूलों से सजे मंडप में फेरे, और हमारी अपनी रसोई से शाकाहारी शादी की दावत।",
    image: art.wedding,
    galleryImages: [
      { url: art.wedding, title: "मंडप", description: "फेरों के लिए मैरिज गार्डन में सजाया गया गेंदे के फूलों का मंडप।" },
      {
        url: illustrationsHi.facilityMarriageGarden,
        title: "भव्य मैरिज गार्डन",
        description: "बारात, रिसेप्शन और दावत के लिए 27,000 वर्ग फ़ुट का खुला लॉन।",
      },
      {
        url: illustrationsHi.facilityBanquetHall,
        title: "बैंक्वेट हॉल",
        description: "संगीत के लिए, या बारिश के मौसम में अंदर रिसेप्शन के लिए 10,000 वर्ग फ़ुट का हॉल।",
      },
    ],
    features: [
      "27,000 वर्ग फ़ुट का भव्य मैरिज गार्डन",
      "10,000 वर्ग फ़ुट का बैंक्वेट हॉल",
      "शुद्ध शाकाहारी शादी का मेन्यू",
      "बारात और परिवार के लिए यहीं कमरे",
      "कहने पर पंडित जी और विधि-विधान की व्यवस्था",
    ],
    eventType: "Wedding",
  },
  {
    id: "corporate",
    title: "कॉर्पोरेट आयोजन",
    description:
      "नज़ारे के साथ मीटिंग, ट्रेनिंग और ऑफ़साइट: पूरे होटल में वाई-फ़ाई वाला कॉन्फ़्रेंस हॉल, आपके समय के हिसाब से चाय और भोजन, और टीम के लिए ऊपर ही कमरे।",
    image: art.corporate,
    galleryImages: [
      { url: art.corporate, title: "बोर्डरूम की व्यवस्था", description: "नेतृत्व बैठक के लिए चौकोर घेरे में बैठने की व्यवस्था।" },
      {
        url: illustrationsHi.facilityConferenceHall,
        title: "कॉर्पोरेट कॉन्फ़्रेंस हॉल",
        description: "थिएटर या क्लासरूम की तरह बैठक, प्रोजेक्टर और साउंड सिस्टम।",
      },
      { url: art.social, title: "टीम की शाम", description: "सत्रों के बाद लॉन पर अनौपचारिक रात्रि भोज।" },
    ],
    features: [
      "कॉर्पोरेट कॉन्फ़्रेंस हॉल",
      "पूरे होटल में 24/7 वाई-फ़ाई",
      "प्रोजेक्टर, स्क्रीन और साउंड सिस्टम",
      "आपके समय के हिसाब से चाय, नाश्ता और भोजन",
      "टीम के ठहरने के लिए ग्रुप रेट",
    ],
    eventType: "Conference",
  },
  {
    id: "social",
    title: "पारिवारिक उत्सव",
    description:
      "जन्मदिन, सालगिरह, सगाई और परिवार का मेल-मिलाप: सजी हुई जगह, आपके साथ मिलकर तय किया मेन्यू, और तस्वीरों के लिए नदी किनारे का सुंदर माहौल।",
    image: art.social,
    galleryImages: [
      { url: art.social, title: "जन्मदिन की पार्टी", description: "गुब्बारे, केक की मेज़ और बच्चों के खेलने की जगह।" },
      { url: illustrationsHi.facilityBanquetHall, title: "सालगिरह का भोज", description: "परिवार के रात्रि भोज के लिए सजा बैंक्वेट हॉल।" },
      { url: art.entertainment, title: "शाम का संगीत", description: "उत्सव के लिए लाइव गायक या डीजे।" },
    ],
    features: ["थीम के अनुसार सजावट", "आपकी पसंद का शाकाहारी मेन्यू और केक", "संगीत और साउंड की व्यवस्था", "नदी किनारे तस्वीरों के लिए सुंदर जगहें"],
    capacity: 200,
    eventType: "Party",
  },
  {
    id: "cultural",
    title: "सांस्कृतिक कार्यक्रम",
    description: "भजन संध्या, शास्त्रीय संगीत और नृत्य की शामें, और सामुदायिक आयोजन, उस नगर में जहाँ हर त्योहार जिया जाता है।",
    image: art.cultural,
    galleryImages: [
      { url: art.cultural, title: "नृत्य संध्या", description: "लॉन के मंच पर शास्त्रीय नृत्य की प्रस्तुति।" },
      { url: illustrationsHi.facilityMarriageGarden, title: "खुले में बैठक", description: "बड़ी संख्या में दर्शकों के लिए बगीचे में कुर्सियों की कतारें।" },
      { url: art.ceremony, title: "भजन संध्या", description: "दीयों और फूलों के बीच भक्ति संगीत की एक शाम।" },
    ],
    features: ["मंच, रोशनी और साउंड", "खुले में और हॉल के अंदर, दोनों जगहें", "बड़े समूहों के लिए प्रसाद और जलपान", "अलग पार्किंग"],
    capacity: 400,
    eventType: "Other",
  },
  {
    id: "ceremonies",
    title: "पारंपरिक संस्कार",
    description: "गृह प्रवेश की पूजा, नामकरण और मुंडन संस्कार, और हवन, पूरे विधि-विधान से, ओंकारेश्वर ज्योतिर्लिंग के पास।",
    image: art.ceremony,
    galleryImages: [
      { url: art.ceremony, title: "हवन", description: "पंडित जी की ज़रूरत की हर चीज़ के साथ तैयार हवन कुंड।" },
      { url: art.wedding, title: "पारिवारिक पूजा", description: "फूलों और रंगोली से सजी पूजा की जगह।" },
      { url: illustrationsHi.facilityBanquetHall, title: "भोजन", description: "संस्कार के बाद परिवार और मेहमानों को परोसा गया सात्विक भोजन।" },
    ],
    features: ["कहने पर पंडित जी की व्यवस्था", "पूजा सामग्री और हवन की तैयारी", "बिना प्याज़-लहसुन का सात्विक मेन्यू", "ज्योतिर्लिंग के पास"],
    capacity: 250,
    eventType: "Other",
  },
  {
    id: "entertainment",
    title: "मनोरंजन की शामें",
    description: "खुले आसमान के नीचे संगीत की शामें, डीजे नाइट और त्योहार की पार्टियाँ, खाने के स्टॉल और नदी की ठंडी हवा के साथ।",
    image: art.entertainment,
    galleryImages: [
      { url: art.entertainment, title: "लाइव संगीत", description: "झालरों की रोशनी में लॉन पर बजता बैंड।" },
      { url: art.social, title: "त्योहार की पार्टी", description: "दीयों और मिठाइयों के साथ दिवाली की पार्टी।" },
      { url: art.cultural, title: "लोक संगीत की शाम", description: "मालवा के लोक नर्तक, जिनके साथ सब झूम उठते हैं।" },
    ],
    features: ["मंच और रोशनी वाला लॉन", "डीजे और लाइव बैंड की व्यवस्था", "लाइव खाने के काउंटर", "नगर के शांत समय का ध्यान रखते हुए, समय पर समापन"],
    capacity: 300,
    eventType: "Party",
  },
];

export const eventsPageHi: EventsCopy = {
  meta: {
    title: "आयोजन और बैठक — शादी, भोज और कॉन्फ़्रेंस",
    crumb: "आयोजन और बैठक",
    description:
      "{hotel}, ओंकारेश्वर में शादी, रिसेप्शन, धार्मिक अनुष्ठान और कॉर्पोरेट बैठकें: 10,000 वर्ग फ़ुट का बैंक्वेट हॉल, 27,000 वर्ग फ़ुट का मैरिज गार्डन, भरपूर पार्किंग और यहीं ठहरने के लिए कमरे।",
    keywords:
      "ओंकारेश्वर शादी की जगह, ओंकारेश्वर बैंक्वेट हॉल, ओंकारेश्वर मैरिज गार्डन, खंडवा कॉन्फ़्रेंस हॉल, नर्मदा किनारे डेस्टिनेशन वेडिंग",
  },
  hero: {
    title: "आयोजन और बैठक",
    subtitle: "पवित्र नर्मदा के किनारे शादी, संस्कार और बैठकें, हमारी अपनी रसोई के शाकाहारी भोजन के साथ",
    image: illustrationsHi.heroTemple,
    cta: "अपना आयोजन तय करें",
  },
  weHost: {
    eyebrow: "ओंकारेश्वर में उत्सव",
    title: "हम कौन-से आयोजन करते हैं",
    intro:
      "छोटी-सी पूजा से लेकर सैकड़ों मेहमानों वाली शादी तक, जगह, भोजन, सजावट और कमरे, सब हम मिलकर तय करते हैं, ताकि आपका परिवार उस दिन का पूरा आनंद ले सके।",
  },
  highlights: {
    location: { title: "बढ़िया जगह", text: "{locality} आने वाली मुख्य सड़क पर, {temple} मंदिर से {km} km दूर।" },
    parking: { title: "भरपूर पार्किंग", text: "आपके मेहमानों की गाड़ियों के लिए परिसर में ही पार्किंग।" },
    stay: { title: "यहीं ठहरने की सुविधा", text: "परिवार और बाहर से आए मेहमानों के लिए कमरे और सुइट, आयोजन स्थल से कुछ ही कदम पर।" },
    rating: { title: "Google पर {rating} स्टार रेटिंग", text: "उन मेहमानों की दी हुई, जो हमारे यहाँ ठहरे और हमारे साथ उत्सव मनाए।" },
  },
  venues: [
    {
      id: 3,
      title: "बैंक्वेट हॉल",
      highlight: "10,000 वर्ग फ़ुट",
      description:
        "शादी, रिसेप्शन, पारिवारिक समारोह और धार्मिक आयोजनों के लिए 10,000 वर्ग फ़ुट का बैंक्वेट हॉल, हमारी अपनी रसोई के शाकाहारी भोजन के साथ।",
    },
    {
      id: 4,
      title: "भव्य मैरिज गार्डन",
      highlight: "27,000 वर्ग फ़ुट",
      description:
        "खुले आसमान के नीचे शादी के लिए 27,000 वर्ग फ़ुट का लॉन: बारात, मंडप, फेरों और दावत के लिए पूरी जगह, और परिवार के कमरे बस कुछ कदम दूर।",
    },
    {
      id: 7,
      title: "कॉर्पोरेट कॉन्फ़्रेंस हॉल",
      description:
        "मीटिंग, ट्रेनिंग और सेमिनार के लिए कॉन्फ़्रेंस हॉल, पूरे होटल में वाई-फ़ाई, और आपके समय के हिसाब से हमारी रसोई से चाय, नाश्ता और भोजन।",
    },
  ],
  categoriesSection: {
    eyebrow: "अवसर",
    title: "अपना अवसर चुनें",
    intro: "किसी अवसर को खोलकर सुझाव, मेहमानों की राय और कितने लोग आ सकते हैं, देखें, फिर अपना आयोजन हमारे साथ तय करें।",
  },
  categories: eventCategoriesHi,
  talk: {
    title: "बात करना पसंद करेंगे?",
    text: "हमारी आयोजन टीम तारीख़, मेन्यू और कमरों के बारे में सब कुछ समझाएगी, और आयोजन की जगहें भी दिखा सकती है।",
  },
};
