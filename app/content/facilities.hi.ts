import type { FacilitiesPage, Facility } from "./facilities";
import { hotel } from "./hotel";
import { illustrationsHi } from "./illustrations.hi";

/**
 * The twelve facility cards in Hindi (product-rules.md: Hindi): the same ids in the same order, the
 * same pictures (with their Hindi alt text), figures, links and Upcoming marks as facilities.ts.
 */
export const facilitiesHi: readonly Facility[] = [
  {
    id: 1,
    title: "आरामदायक कमरे",
    description:
      "डीलक्स, सुपर डीलक्स, लग्ज़री और सुइट कमरे, हर एक में एसी, सर्दी की रातों के लिए हीटर, टीवी, मुफ़्त वाई-फ़ाई, फ़ोन और कहने पर लॉन्ड्री — सुबह जल्दी दर्शन के बाद आराम करने के लिए शांत कमरे।",
    image: illustrationsHi.facilityQualityRoom,
    link: { to: "/Room", label: "कमरे देखें" },
  },
  {
    id: 2,
    title: "नज़ारे के साथ भोजन",
    description:
      "सुंदर नज़ारे के साथ परोसा गया शुद्ध शाकाहारी भोजन: थाली, क्षेत्रीय व्यंजन और त्योहारों की मिठाइयाँ, हमारी रसोई में ताज़ा बनी — तीर्थयात्रियों, परिवारों और बिज़नेस मेहमानों, सबके लिए।",
    image: illustrationsHi.facilityDiningView,
    link: { to: "/Finedinning", label: "फ़ाइन डाइनिंग देखें" },
  },
  {
    id: 5,
    title: "स्विमिंग पूल",
    description:
      "स्टार-श्रेणी का पूल, पार्टी एरिया, बच्चों का पूल और फ़न पूल — परिक्रमा के बाद ठंडक पाने की जगह, और गर्मियों की लंबी दोपहर में बच्चों को ख़ुश रखने का ठिकाना।",
    image: illustrationsHi.facilitySwimmingPools,
    highlight: "स्टार-श्रेणी पूल · पार्टी एरिया · बच्चों का पूल · फ़न पूल",
    link: { to: "/Swimmingpool", label: "पूल के बारे में" },
    upcoming: true,
  },
  {
    id: 3,
    title: "बैंक्वेट हॉल",
    description:
      "शादी, रिसेप्शन, पारिवारिक समारोह और धार्मिक आयोजनों के लिए 10,000 वर्ग फ़ुट का बैंक्वेट हॉल, हमारी अपनी रसोई की शाकाहारी केटरिंग के साथ।",
    image: illustrationsHi.facilityBanquetHall,
    highlight: "10,000 वर्ग फ़ुट",
    link: { to: "/Event", label: "आयोजन की योजना बनाएँ" },
  },
  {
    id: 4,
    title: "शानदार मैरिज गार्डन",
    description:
      "खुले आसमान के नीचे शादी के लिए 27,000 वर्ग फ़ुट का खुला लॉन: बारात, मंडप, फेरों और भोज, सबके लिए जगह, और परिवार के कमरे बस कुछ कदम दूर।",
    image: illustrationsHi.facilityMarriageGarden,
    highlight: "27,000 वर्ग फ़ुट",
    link: { to: "/Event", label: "शादी की योजना बनाएँ" },
  },
  {
    id: 6,
    title: "24/7 वाई-फ़ाई",
    description:
      "हर कमरे और सार्वजनिक जगह में दिन-रात मुफ़्त वाई-फ़ाई — घर पर वीडियो कॉल के लिए, सुबह के थोड़े काम के लिए या शाम की आरती परिवार को दिखाने के लिए।",
    image: illustrationsHi.facilityWifi,
    highlight: "मुफ़्त, चौबीसों घंटे",
  },
  {
    id: 7,
    title: "कॉर्पोरेट कॉन्फ़्रेंस हॉल",
    description:
      "मीटिंग, ट्रेनिंग और सेमिनार के लिए कॉन्फ़्रेंस हॉल, हर जगह वाई-फ़ाई के साथ, और हमारी रसोई से चाय, नाश्ता और भोजन आपके कार्यक्रम के हिसाब से।",
    image: illustrationsHi.facilityConferenceHall,
    link: { to: "/Event", label: "मीटिंग के लिए पूछताछ करें" },
  },
  {
    id: 8,
    title: "फ़िटनेस सेंटर",
    description:
      "कार्डियो मशीनें, फ़्री वेट्स और योग व स्ट्रेचिंग के लिए जगह, ट्रेनर के साथ कार्यक्रम — सफ़र में भी अपनी दिनचर्या बनाए रखें।",
    image: illustrationsHi.facilityFitnessCenter,
    link: { to: "/Gym", label: "जिम के बारे में" },
    upcoming: true,
  },
  {
    id: 9,
    title: "स्पा और वेलनेस सेंटर",
    description:
      "प्राकृतिक तेलों की ख़ुशबू वाले शांत कमरों में अरोमाथेरेपी, डीप-टिश्यू और कपल ट्रीटमेंट — दिन भर पैदल चलने और दर्शन के बाद दिन को सुकून से ख़त्म करने का तरीका।",
    image: illustrationsHi.facilitySpa,
    link: { to: "/Spa", label: "ट्रीटमेंट देखें" },
    upcoming: true,
  },
  {
    id: 10,
    title: "अपनी पार्किंग",
    description:
      "मेहमानों की गाड़ियों के लिए परिसर में ही पार्किंग, ताकि आप इंदौर या खंडवा से सड़क के रास्ते आएँ और मंदिर दर्शन के दौरान गाड़ी सुरक्षित छोड़ सकें।",
    image: illustrationsHi.facilityParking,
  },
  {
    id: 11,
    title: "मेहमान सहायता सेवाएँ",
    description:
      "हमारा फ़्रंट डेस्क मंदिर दर्शन के समय, नर्मदा में नाव की सैर, टैक्सी, स्थानीय गाइड और आगे की यात्रा में आपकी मदद करता है — बस पूछ लीजिए।",
    image: illustrationsHi.facilityConcierge,
    highlight: "मंदिर के समय · टैक्सी · नाव की सैर",
  },
  {
    id: 12,
    title: "रूम सर्विस",
    description:
      "शाकाहारी भोजन, चाय और नाश्ता किसी भी समय आपके कमरे तक — मंदिर जाने से पहले भोर की चाय से लेकर लंबे सफ़र के बाद देर रात के खाने तक।",
    image: illustrationsHi.facilityRoomService,
    highlight: "24 घंटे",
  },
];

export const facilitiesPageHi = (): FacilitiesPage => ({
  meta: {
    title: "हमारी सुविधाएँ",
    crumb: "सुविधाएँ",
    description: `ओंकारेश्वर के ${hotel.shortName} की सुविधाएँ: आरामदायक कमरे, शाकाहारी भोजन, 10,000 वर्ग फ़ुट का बैंक्वेट हॉल, 27,000 वर्ग फ़ुट का मैरिज गार्डन, स्विमिंग पूल, 24/7 वाई-फ़ाई, कॉन्फ़्रेंस हॉल, पार्किंग और 24 घंटे रूम सर्विस।`,
    keywords:
      "ओंकारेश्वर होटल सुविधाएँ, ओंकारेश्वर बैंक्वेट हॉल, ओंकारेश्वर मैरिज गार्डन, ओंकारेश्वर स्विमिंग पूल वाला होटल, खंडवा कॉन्फ़्रेंस हॉल",
  },
  hero: {
    title: "हमारी सुविधाएँ",
    subtitle: `${hotel.shortName} में आराम और शान का पूरा अनुभव लीजिए`,
    image: illustrationsHi.heroRiver,
  },
  section: {
    eyebrow: "सब कुछ एक ही जगह",
    title: "तीर्थयात्रियों, परिवारों और उत्सवों के लिए आराम",
    introBefore:
      "सुबह जल्दी दर्शन के बाद शांत कमरे से लेकर हमारे मैरिज गार्डन में सैकड़ों मेहमानों वाली शादी तक, रिसॉर्ट उन्हीं ज़रूरतों के हिसाब से बना है जो ओंकारेश्वर आने वाले मेहमानों की होती हैं: आराम, अच्छा शाकाहारी भोजन, मिलने-जुलने की जगह, और जब भी आप कहें, तब मदद। जिन सुविधाओं पर ",
    introAfter: " लिखा है, वे अभी पूरी की जा रही हैं।",
  },
  upcoming: "जल्द आ रहा है",
  items: facilitiesHi,
});
