import { facilitiesHi } from "~/content/facilities.hi";
import { heroSlidesHi } from "~/content/hero-slides.hi";
import { socialPostsHi } from "~/content/social-posts.hi";
import { stayExamplesHi } from "~/content/testimonials.hi";
import { withWords } from "~/content/words-over-copy";
import { type HomeMetaWords, type HomeWords, homeWordsEn, teaserCards } from "./home-words";

export const homeMetaWordsHi: HomeMetaWords = {
  title: "ओंकारेश्वर ज्योतिर्लिंग के पास नर्मदा किनारे होटल",
  description:
    "नर्मदा के किनारे, ओंकारेश्वर ज्योतिर्लिंग से 5 km दूर ठहरिए: आरामदायक कमरे और सुइट, शुद्ध शाकाहारी भोजन, स्विमिंग पूल, आयोजनों की सुविधा, और श्रद्धालुओं, परिवारों व कारोबारी यात्रियों के लिए अपनेपन भरी मेहमाननवाज़ी।",
  keywords:
    "ओंकारेश्वर होटल, ओंकारेश्वर मंदिर के पास होटल, नर्मदा किनारे रिज़ॉर्ट, ओंकारेश्वर में ठहरने की जगह, ज्योतिर्लिंग के पास होटल, मध्य प्रदेश रिज़ॉर्ट",
  priceRange: "{from} – {to} प्रति रात",
};

export const homeWordsHi: HomeWords = {
  hero: {
    label: "झलकियाँ",
    tour: "झलक देखें",
    book: "कमरा बुक करें",
    bookWithOffer: "{percent}% छूट पर बुक करें",
  },
  slides: heroSlidesHi,
  festive: {
    runningHeading: "इस त्योहारी मौसम में हर रात {percent}% की छूट",
    runningText: "घाटों पर दीये, शाम की आरती और त्योहार की थाली: {window} कमरे के किराये पर {percent}% की छूट।",
    comingEyebrow: "जल्द आ रहा है: {title}",
    comingHeading: "इस त्योहारी मौसम में {percent}% की छूट",
    comingText: "पहले से योजना बनाइए: {window} कमरे के किराये पर {percent}% की छूट।",
    windowFromTo: "{from} से {to} के बीच चेक-इन करने पर",
    windowUntil: "{to} तक चेक-इन करने पर",
    windowAlways: "हर ठहराव पर",
  },
  // The tour's pictures are the English words' own: only its words are Hindi.
  tour: withWords(homeWordsEn.tour, {
    title: "{hotel} की सैर",
    intro: "हमारा वीडियो टूर जल्द आ रहा है। तब तक तस्वीरों में रिज़ॉर्ट की एक छोटी-सी सैर कीजिए।",
    label: "तस्वीरों में सैर",
    stops: [
      { alt: "नर्मदा और मांधाता द्वीप पर सूर्योदय", caption: "नर्मदा पर सुबह" },
      { alt: "गर्म रंगों वाले कमरे में बिछा डबल बेड", caption: "आपके लिए तैयार डीलक्स रूम" },
      { alt: "शाकाहारी थाली", caption: "शुद्ध शाकाहारी थाली" },
      { alt: "लॉन में सजा शादी का मंडप", caption: "रात में मैरिज गार्डन" },
      { alt: "घाटों पर शाम की आरती में दीये", caption: "घाटों पर शाम की आरती" },
    ],
    gallery: "पूरी गैलरी देखें",
  }),
  strip: {
    title: "कमरे की उपलब्धता",
    checkIn: "चेक-इन",
    checkOut: "चेक-आउट",
    adults: "वयस्क",
    children: "बच्चे (0-{age} वर्ष)",
    rooms: "कमरे",
    submit: "उपलब्धता देखें",
    note: "एक कमरे में अधिक से अधिक {guests} मेहमान। {age} वर्ष और उससे बड़े बच्चे वयस्क गिने जाते हैं। भुगतान होटल पर।",
  },
  facilities: {
    eyebrow: "हमारी सुविधाएँ",
    title: "तीर्थयात्रा हो, परिवार की छुट्टी हो या कोई उत्सव: हर ज़रूरत का इंतज़ाम",
    upcoming: "जल्द शुरू",
    opensOn: "{date} से खुलेगा",
    more: "और देखें",
    items: teaserCards(facilitiesHi),
  },
  about: {
    imageAlt: "नर्मदा किनारे ओंकारेश्वर के घाट",
    distanceFrom: "ओंकारेश्वर ज्योतिर्लिंग से",
    eyebrow: "रिज़ॉर्ट के बारे में",
    title: "पावन ओंकारेश्वर में आपका आध्यात्मिक ठिकाना",
    text: "{hotel} मध्य प्रदेश में ओंकारेश्वर आने वाले मुख्य मार्ग पर, नर्मदा के किनारे बसा है। हमने इसे दर्शन और परिक्रमा के लिए आने वाले श्रद्धालुओं, छुट्टियाँ मनाने आए परिवारों और मंदिर के पास शांत कमरा चाहने वाले कारोबारी यात्रियों के लिए बनाया है।",
    promise:
      "हमारा वादा सीधा है: शांत और आरामदायक ठहराव, जो आपकी आध्यात्मिक यात्रा को सहज बनाए, और भारतीय मेहमाननवाज़ी की पूरी गर्मजोशी के साथ आपकी देखभाल।",
    facts: {
      km: "{km} km",
      toTemple: "ओंकारेश्वर ज्योतिर्लिंग तक",
      minutes: "{minutes} मिनट",
      byCar: "मंदिर तक कार से",
      hours: "रिसेप्शन और रूम सर्विस",
      rating: "Google रेटिंग",
    },
    more: "और जानें",
  },
  book: {
    eyebrow: "कमरा बुक करें",
    title: "नदी किनारे अपने ठहराव की योजना बनाइए",
    intro: "अपनी तारीख़ें और साथ आने वालों के बारे में बताइए; हमारी रिज़र्वेशन टीम आपके लिए सबसे सही कमरा सुझाएगी।",
    watchTour: "रिज़ॉर्ट की सैर देखें",
    checkIn: "चेक-इन",
    checkOut: "चेक-आउट",
    talk: "फ़ोन पर बात करना चाहेंगे?",
  },
  rooms: {
    eyebrow: "हमारे यहाँ ठहरें",
    title: "कमरे और सुइट",
    intro: "नर्मदा किनारे आराम के चार विकल्प: शांत डीलक्स रूम से लेकर पूरे परिवार के लिए सुइट तक।",
    label: "कमरे और सुइट",
    unavailableTitle: "अभी हम अपने कमरे नहीं दिखा पा रहे हैं",
    unavailableText:
      "कमरों की सूची अभी नहीं खुल रही है। हमें {phone} पर फ़ोन करें या {email} पर लिखें, कमरा चुनने में हम आपकी मदद करेंगे।",
    contact: "होटल से संपर्क करें",
  },
  temple: {
    imageAlt: "नदी के ऊपर ओंकारेश्वर मंदिर का सफ़ेद शिखर",
    eyebrow: "ज्योतिर्लिंग",
    title: "ओंकारेश्वर ज्योतिर्लिंग बस {km} km दूर",
    text: "बारह ज्योतिर्लिंगों में से एक मांधाता द्वीप पर है, जहाँ नर्मदा ॐ के आकार में मुड़ती है। हमारे गेट से कार से बस {minutes} मिनट का रास्ता है: सुबह जल्दी दर्शन कीजिए और नाश्ते तक लौट आइए।",
    distance: { value: "{km} km", text: "मंदिर तक {value}" },
    drive: { value: "{minutes} मिनट", text: "कार से {value}" },
    more: "और जानें",
  },
  pricing: {
    eyebrow: "कमरों का किराया",
    title: "सीधा किराया, भुगतान होटल पर",
    introOffer: "एक रात का किराया, टैक्स अलग। {title}: बुकिंग पर ही {percent}% की छूट मिलती है।",
    intro: "एक रात का किराया, टैक्स अलग। ऑनलाइन बुक करें और होटल पहुँचकर भुगतान करें।",
    recommended: "हमारी सलाह",
    perNight: " / रात + टैक्स",
    book: "अभी बुक करें",
  },
  guests: {
    examplesEyebrow: "मेहमान क्यों आते हैं",
    examplesTitle: "किन यात्राओं के लिए हम बने हैं",
    examplesLabel: "ठहराव के प्रकार",
    eyebrow: "मेहमानों की राय",
    title: "हमारे मेहमान क्या कहते हैं",
    label: "मेहमानों की राय",
    readOn: "{source} पर पढ़ें · ",
    otherSource: "मूल वेबसाइट",
  },
  stayExamples: stayExamplesHi,
  social: {
    eyebrow: "नदी किनारे से",
    title: "हमारे सोशल मीडिया पेज से",
    examplesTitle: "हमारे Instagram और Facebook से",
    label: "सोशल मीडिया पोस्ट",
    viewOn: "{network} पर देखें",
  },
  examplePosts: socialPostsHi,
  newTab: " (नए टैब में खुलेगा)",
};
