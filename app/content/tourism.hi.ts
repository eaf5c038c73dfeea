import { hotel } from "./hotel";
import { illustrationsHi } from "./illustrations.hi";
import { type Attraction, type TourismPage, withDirections } from "./tourism";

/**
 * The ten places near the hotel in Hindi (product-rules.md: Hindi): the same places in the same
 * order with the same ids, pictures (with their Hindi alt text) and maps searches (a maps app finds them by their usual names),
 * and the temple's distance from the identity config.
 */
export const attractionsHi: readonly Attraction[] = [
  {
    id: "omkareshwar-jyotirlinga",
    title: "श्री ओंकारेश्वर ज्योतिर्लिंग",
    description:
      "भगवान शिव के बारह ज्योतिर्लिंगों में से एक, मांधाता द्वीप पर, जिसका आकार पवित्र ॐ जैसा माना जाता है। दर्शन के लिए झूला पुल से या नाव से नर्मदा पार करें।",
    image: illustrationsHi.tourismOmkareshwarTemple,
    distance: `${hotel.temple.km} km · कार से लगभग ${hotel.temple.minutesByCar} मिनट`,
    mapsQuery: "Shri Omkareshwar Jyotirlinga Temple, Omkareshwar",
  },
  {
    id: "mamleshwar-jyotirlinga",
    title: "ममलेश्वर ज्योतिर्लिंग",
    description:
      "नर्मदा के दक्षिणी तट पर पत्थर का प्राचीन मंदिर। बहुत-से श्रद्धालु मानते हैं कि ओंकारेश्वर और ममलेश्वर, दोनों के दर्शन से ही ज्योतिर्लिंग की यात्रा पूरी होती है।",
    image: illustrationsHi.tourismMamleshwarTemple,
    mapsQuery: "Mamleshwar Jyotirlinga Temple, Omkareshwar",
  },
  {
    id: "ekatma-dham",
    title: "एकात्म धाम — एकात्मता की प्रतिमा",
    description:
      "मांधाता पर्वत पर आदि शंकराचार्य की 108 फ़ुट ऊँची प्रतिमा, जिसका अनावरण 2023 में हुआ। माना जाता है कि ओंकारेश्वर में ही बालक शंकर अपने गुरु गोविंद भगवत्पाद से मिले थे।",
    image: illustrationsHi.tourismStatueOfOneness,
    mapsQuery: "Statue of Oneness Ekatma Dham, Omkareshwar",
  },
  {
    id: "siddhnath-temple",
    title: "सिद्धनाथ मंदिर",
    description:
      "मांधाता द्वीप पर एक पुराने मंदिर के अवशेष, जो अपने आधार के चारों ओर तराशे गए हाथियों की कतार के लिए जाने जाते हैं — द्वीप की पैदल सैर में एक शांत पड़ाव।",
    image: illustrationsHi.tourismSiddhnathTemple,
    mapsQuery: "Siddhnath Temple, Mandhata, Omkareshwar",
  },
  {
    id: "gauri-somnath-temple",
    title: "गौरी सोमनाथ मंदिर",
    description:
      "मांधाता द्वीप पर कई मंज़िलों वाला मंदिर, जिसमें चमकदार काले पत्थर का एक बड़ा शिवलिंग है; यह द्वीप पर ऊपर चढ़ने वाले रास्ते पर है।",
    image: illustrationsHi.tourismGauriSomnath,
    mapsQuery: "Gauri Somnath Temple, Omkareshwar",
  },
  {
    id: "narmada-ghats",
    title: "नर्मदा घाट और नाव की सैर",
    description:
      "घाटों से शाम की आरती देखें, पवित्र डुबकी लगाएँ, या नाव लेकर द्वीप तक जाएँ और नर्मदा में उसके चारों ओर घूमें।",
    image: illustrationsHi.tourismNarmadaGhat,
    mapsQuery: "Narmada Ghat, Omkareshwar",
  },
  {
    id: "omkar-parikrama",
    title: "ओंकार परिक्रमा",
    description:
      "मांधाता द्वीप के चारों ओर श्रद्धालुओं का पैदल परिक्रमा मार्ग, जो आश्रमों, छोटे मंदिरों और उस संगम से होकर जाता है जहाँ कावेरी नर्मदा से मिलती है। गर्मियों में जल्दी निकलें और पानी साथ रखें।",
    image: illustrationsHi.tourismParikrama,
    mapsQuery: "Omkareshwar Parikrama Marg",
  },
  {
    id: "omkareshwar-dam",
    title: "ओंकारेश्वर बाँध",
    description:
      "नगर के पास नर्मदा पर बना विशाल कंक्रीट का बाँध, नर्मदा घाटी की उन परियोजनाओं का हिस्सा जो इस क्षेत्र को बिजली और पानी देती हैं।",
    image: illustrationsHi.tourismDam,
    mapsQuery: "Omkareshwar Dam",
  },
  {
    id: "maheshwar",
    title: "महेश्वर",
    description:
      "नर्मदा के बहाव की ओर आगे, रानी अहिल्याबाई होलकर की नदी किनारे बसी राजधानी: अहिल्या क़िला, पत्थर के लंबे घाट और मशहूर महेश्वरी साड़ियों के करघे। सड़क से एक दिन में आराम से घूमकर लौट सकते हैं।",
    image: illustrationsHi.tourismMaheshwar,
    mapsQuery: "Ahilya Fort, Maheshwar",
  },
  {
    id: "ujjain-mahakaleshwar",
    title: "महाकालेश्वर ज्योतिर्लिंग, उज्जैन",
    description:
      "बारह ज्योतिर्लिंगों में से एक और, जो भोर की भस्म आरती के लिए प्रसिद्ध है। बहुत-से श्रद्धालु मालवा की एक ही यात्रा में ओंकारेश्वर के साथ उज्जैन के दर्शन भी करते हैं।",
    image: illustrationsHi.tourismUjjain,
    mapsQuery: "Mahakaleshwar Jyotirlinga Temple, Ujjain",
  },
];

export const tourismPageHi = (): TourismPage => ({
  meta: {
    title: "ओंकारेश्वर पर्यटन — आसपास घूमने की जगहें",
    crumb: "ओंकारेश्वर पर्यटन",
    description:
      "रिसॉर्ट से घूमने की दस जगहें: ओंकारेश्वर और ममलेश्वर ज्योतिर्लिंग, एकात्म धाम, सिद्धनाथ और गौरी सोमनाथ मंदिर, नर्मदा के घाट, परिक्रमा, बाँध, महेश्वर और भी बहुत कुछ।",
    keywords:
      "ओंकारेश्वर पर्यटन, ओंकारेश्वर में घूमने की जगहें, ओंकारेश्वर ज्योतिर्लिंग, ममलेश्वर मंदिर, एकात्मता की प्रतिमा ओंकारेश्वर, ओंकारेश्वर परिक्रमा, महेश्वर एक दिन की यात्रा",
  },
  hero: {
    title: "ओंकारेश्वर घूमें",
    eyebrow: "ओंकारेश्वर पर्यटन",
    subtitle: "पावन मांधाता द्वीप के आसपास मंदिर, घाट और नदी की यात्राएँ",
    image: illustrationsHi.heroTemple,
  },
  section: {
    eyebrow: "आसपास के दर्शनीय स्थल",
    title: "रिसॉर्ट से घूमने की दस जगहें",
    intro:
      "हमारा फ़्रंट डेस्क टैक्सी या गाइड का इंतज़ाम कर सकता है, दर्शन का सबसे अच्छा समय बता सकता है और यह भी बता सकता है कि नावें कब चलती हैं। अपने नक्शे वाले ऐप में रास्ता खोलने के लिए “रास्ता देखें” पर टैप करें।",
  },
  attractions: withDirections(attractionsHi),
  getDirections: "रास्ता देखें",
  directionsTo: "— {title} तक (नए टैब में खुलेगा)",
  help: {
    heading: "दर्शन और घूमने की योजना हमारे साथ बनाएँ",
    text: "मंदिर के समय, टैक्सी, नाव और गाइड के लिए कभी भी फ़्रंट डेस्क को फ़ोन करें।",
    contact: "संपर्क करें: {phone}",
  },
});
