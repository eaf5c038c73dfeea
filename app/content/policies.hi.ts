import { hindiClockTime, placeInHindi } from "./hindi-names";
import { hotel } from "./hotel";
import { addressIn } from "./hotel-in-lang";
import { inHindi } from "./in-hindi";
import { type PolicyDocument, type PolicyPage, privacy, privacyPageEn, terms, termsPageEn } from "./policies";
import { policyFactsHi } from "./policy-facts.hi";
import type { WordsOf } from "./words-over-copy";

/**
 * The Terms and Conditions and the Privacy Policy in Hindi (product-rules.md: Policy values, Hindi).
 * Legal texts: each section says what the English says, section by section and item by item, laid
 * over policies.ts, which gives the anchors, the links and the picture; the same figures from the
 * identity config through policy-facts.hi.ts.
 */

/** The brand as the identity gives it, then the town in Hindi. */
const brand = () => `${hotel.shortName}, ${placeInHindi("Omkareshwar")}`;

/** The hotel's town and state as a Hindi sentence names them: staff's Hindi, else the usual Hindi spelling. */
const placeHi = () => {
  const { locality, region } = addressIn("hi");
  return { locality: placeInHindi(locality), region: placeInHindi(region) };
};

const contactItemsHi = () => {
  // The postal address as staff keep it, each line in their Hindi where they wrote it.
  const { street, postalCode } = addressIn("hi");
  const { locality, region } = placeHi();
  return [
    `फ़ोन: ${[hotel.phones.primary, hotel.phones.secondary].flatMap((phone) => (phone ? [phone.display] : [])).join(" या ")}`,
    `ईमेल: ${hotel.emails.general}`,
    `रिज़र्वेशन: ${hotel.emails.reservations}`,
    `पता: ${hotel.shortName}, ${street}, ${locality}, ${region} ${postalCode}`,
  ];
};

const termsWordsHi = (): WordsOf<PolicyDocument> => ({
  title: "नियम और शर्तें",
  intro: `ये शर्तें ${brand()} में हर बुकिंग और हर ठहराव पर लागू होती हैं। बुकिंग अनुरोध भेजकर या हमारे यहाँ ठहरकर आप इन्हें स्वीकार करते हैं। कृपया बुकिंग से पहले इन्हें ध्यान से पढ़ लें।`,
  sections: [
    {
      heading: "बुकिंग अनुरोध और पुष्टि",
      paragraphs: [
        "इस वेबसाइट, फ़ोन, ईमेल या हमारे चैट सहायक के ज़रिए की गई बुकिंग एक अनुरोध होती है। यह आरक्षण तब बनती है जब हमारी रिज़र्वेशन टीम फ़ोन या ईमेल से आपको इसकी पुष्टि कर देती है।",
        policyFactsHi.guestLimits,
        policyFactsHi.payAtHotel,
      ],
    },
    {
      heading: "चेक-इन और चेक-आउट",
      paragraphs: [policyFactsHi.checkIn],
      items: [
        "चेक-इन के समय हर वयस्क मेहमान को सरकार द्वारा जारी कोई मान्य फ़ोटो पहचान पत्र (जैसे आधार, पासपोर्ट, ड्राइविंग लाइसेंस या वोटर आईडी) दिखाना होगा।",
        "भारत के बाहर से आए मेहमानों को क़ानून के अनुसार अपना पासपोर्ट और मान्य वीज़ा दिखाना होगा।",
        "जल्दी चेक-इन और देर से चेक-आउट उपलब्धता पर निर्भर है, और इनके लिए शुल्क लिया जा सकता है।",
      ],
    },
    {
      heading: "बुकिंग रद्द करना और नो-शो",
      items: [policyFactsHi.individualCancellation, policyFactsHi.groupCancellation, policyFactsHi.noShow],
    },
    {
      heading: "रिफ़ंड",
      paragraphs: [policyFactsHi.refunds],
    },
    {
      heading: "बच्चे और अतिरिक्त बिस्तर",
      paragraphs: [
        policyFactsHi.children,
        "अतिरिक्त बिस्तर उपलब्धता पर निर्भर है और उसका शुल्क लगता है। किसी कमरे में मेहमानों की संख्या उस कमरे के लिए बताई गई सीमा से ज़्यादा नहीं हो सकती।",
      ],
    },
    {
      heading: "किराया, टैक्स और ऑफ़र",
      items: [
        "कमरे का किराया प्रति कमरा, प्रति रात है। वस्तु एवं सेवा कर (जीएसटी) हर रात के किराए पर लागू दर से जोड़ा जाता है।",
        "कोई ऑफ़र उन्हीं ठहरावों पर लागू होता है जिनका चेक-इन उस ऑफ़र की तारीखों के भीतर हो, और जब तक हम ख़ुद न कहें, उसे किसी दूसरे ऑफ़र के साथ नहीं जोड़ा जा सकता।",
        "अतिरिक्त सेवाओं (जैसे कमरे की सजावट, भोजन पैकेज और हवाई अड्डे या रेलवे स्टेशन से पिक-अप) का भुगतान होटल में किया जाता है।",
      ],
    },
    {
      heading: "परिसर में आचरण",
      paragraphs: [
        "ओंकारेश्वर एक तीर्थ नगरी है, और हमारा रिसॉर्ट एक शांत, पारिवारिक जगह है। हर मेहमान से हमारा अनुरोध है कि वे दूसरे मेहमानों, हमारे कर्मचारियों और स्थानीय रीति-रिवाज़ों का सम्मान करें।",
        "कमरे या संपत्ति को मेहमान द्वारा पहुँचाए गए नुकसान की ज़िम्मेदारी उसी मेहमान की है। जब किसी मेहमान का व्यवहार दूसरों को ख़तरे में डाले या क़ानून तोड़े, तो होटल बिना रिफ़ंड के उसका ठहराव स्वीकार करने से मना कर सकता है या उसे समाप्त कर सकता है।",
        policyFactsHi.pets,
      ],
    },
    {
      heading: "खोया-पाया सामान",
      paragraphs: [policyFactsHi.lostProperty],
    },
    {
      heading: "क़ीमती सामान और ज़िम्मेदारी",
      paragraphs: [
        "कृपया अपना क़ीमती सामान कमरे की तिजोरी में रखें या सुरक्षित रखने के लिए फ़्रंट डेस्क को सौंप दें। बिना देखरेख के छोड़े गए क़ीमती सामान के खोने की ज़िम्मेदारी होटल की नहीं है, सिवाय उन मामलों के जहाँ क़ानून कुछ और कहता हो।",
      ],
    },
    {
      heading: "इन शर्तों में बदलाव",
      paragraphs: [
        "हम समय-समय पर इन शर्तों में बदलाव कर सकते हैं। आपके बुकिंग करते समय इस पृष्ठ पर जो शर्तें होंगी, वही आपके ठहराव पर लागू होंगी।",
      ],
    },
    {
      heading: "हमसे संपर्क करें",
      paragraphs: ["इन शर्तों या अपनी बुकिंग के बारे में कोई सवाल है? हमसे कभी भी संपर्क करें:"],
      items: contactItemsHi(),
    },
  ],
});

const privacyWordsHi = (): WordsOf<PolicyDocument> => ({
  title: "गोपनीयता नीति",
  intro: `यह नीति बताती है कि ${brand()} इस वेबसाइट के ज़रिए और होटल में आपकी कौन-सी निजी जानकारी लेता है, क्यों लेता है, और इस बारे में आपके पास क्या विकल्प हैं। आपके ठहराव की देखभाल के लिए हम केवल उतनी ही जानकारी लेते हैं जितनी ज़रूरी है।`,
  sections: [
    {
      heading: "हम कौन हैं",
      paragraphs: [
        `${brand()} (“हम”) इस वेबसाइट और ${placeHi().locality}, ${placeHi().region} स्थित रिसॉर्ट का संचालन करता है। यहाँ बताई गई निजी जानकारी की ज़िम्मेदारी हमारी है।`,
      ],
    },
    {
      heading: "हम कौन-सी जानकारी लेते हैं",
      items: [
        "बुकिंग अनुरोध: आपका नाम, ईमेल पता, फ़ोन नंबर, ठहरने की तारीखें, मेहमानों और कमरों की संख्या, चुना गया कमरे का प्रकार, अतिरिक्त सेवाएँ और आपके कोई भी विशेष अनुरोध।",
        "पूछताछ: संपर्क, आयोजन, डाइनिंग, सदस्यता और चैट के फ़ॉर्म में आपकी दी गई जानकारी।",
        "न्यूज़लेटर: अगर आप इसकी सदस्यता लेते हैं, तो आपका ईमेल पता।",
        "होटल में: वे पहचान दस्तावेज़ जिन्हें क़ानून के अनुसार हमें चेक-इन के समय दर्ज करना होता है।",
        "तकनीकी जानकारी: आपका आईपी पता और अनुरोध की बुनियादी जानकारी, जिसका उपयोग वेबसाइट को दुरुपयोग से बचाने और उसे चालू रखने के लिए होता है।",
      ],
    },
    {
      heading: "हम इसका उपयोग कैसे करते हैं",
      items: [
        "आपके अनुरोध का जवाब देने, आपकी बुकिंग की पुष्टि करने और आपके आगमन की तैयारी के लिए।",
        "आपके ठहराव के बारे में आपसे संपर्क करने के लिए, जिसमें उसमें बदलाव या उसका रद्द होना भी शामिल है।",
        `आपका माँगा हुआ न्यूज़लेटर भेजने के लिए; इसे बंद कराने के लिए कभी भी ${hotel.emails.general} पर लिखें।`,
        "क़ानूनी दायित्व पूरे करने के लिए, जैसे मेहमानों का पंजीकरण और टैक्स के रिकॉर्ड।",
        "वेबसाइट को सुरक्षित रखने के लिए: बार-बार भेजे जाने वाले फ़ॉर्म सीमित करना और स्वचालित दुरुपयोग को रोकना।",
      ],
    },
    {
      heading: "हम इसे किसके साथ साझा करते हैं",
      paragraphs: [
        "हम आपकी निजी जानकारी न बेचते हैं, न किराए पर देते हैं। हम इसे केवल उन सेवा प्रदाताओं के साथ साझा करते हैं जो हमारी ओर से हमारा रिज़र्वेशन, ईमेल और वेबसाइट चलाते हैं, और वह भी गोपनीयता की शर्त पर; और क़ानून की माँग होने पर सरकारी अधिकारियों के साथ।",
      ],
    },
    {
      heading: "कुकीज़, स्टोरेज और दूसरी कंपनियों की सामग्री",
      paragraphs: [
        "यह वेबसाइट विज्ञापन या ट्रैकिंग के लिए कोई कुकी इस्तेमाल नहीं करती। यह आपके ब्राउज़र में कुछ छोटे संकेत सहेजती है (जैसे यह कि इस सत्र में आप स्वागत संदेश पहले ही देख चुके हैं)।",
        "दूसरी कंपनियों के नक्शे और वीडियो तभी लोड होते हैं जब आप उन्हें देखने के लिए क्लिक करते हैं; तब तक उन कंपनियों से कुछ भी नहीं मँगाया जाता। फ़ॉर्म क्लाउडफ़्लेयर टर्नस्टाइल से सुरक्षित हो सकते हैं, जो जाँचता है कि फ़ॉर्म कोई इंसान भेज रहा है, बॉट नहीं।",
      ],
    },
    {
      heading: "हम इसे कब तक रखते हैं",
      paragraphs: [
        "बुकिंग और पूछताछ के रिकॉर्ड हम तब तक रखते हैं जब तक आपकी सेवा करने और अपने क़ानूनी व टैक्स संबंधी दायित्व पूरे करने के लिए उनकी ज़रूरत होती है, और फिर उन्हें मिटा देते हैं। न्यूज़लेटर के ईमेल पते तब तक रखे जाते हैं जब तक आप सदस्यता समाप्त नहीं कर देते।",
      ],
    },
    {
      heading: "हम इसकी सुरक्षा कैसे करते हैं",
      paragraphs: [
        "जानकारी एन्क्रिप्टेड कनेक्शन से हम तक पहुँचती है और इस तरह रखी जाती है कि केवल वही कर्मचारी उसे देख सकें जिन्हें उसकी ज़रूरत है। जानकारी रखने का कोई भी तरीका पूरी तरह सुरक्षित नहीं होता, फिर भी आपकी जानकारी सुरक्षित रखने के लिए हम उचित सावधानी बरतते हैं।",
      ],
    },
    {
      heading: "आपके अधिकार",
      paragraphs: [
        "भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आप हमसे अनुरोध कर सकते हैं कि हमारे पास आपके बारे में जो निजी जानकारी है, वह आपको दिखाई जाए, उसे सुधारा या अपडेट किया जाए, और जब हमें उसकी ज़रूरत न रहे तो उसे मिटा दिया जाए। न्यूज़लेटर के लिए दी गई अपनी सहमति भी आप कभी भी वापस ले सकते हैं।",
        `अनुरोध करने या कोई चिंता बताने के लिए ${hotel.emails.general} पर लिखें। हम जल्द जवाब देंगे।`,
      ],
    },
    {
      heading: "बच्चे",
      paragraphs: [policyFactsHi.privacyAge],
    },
    {
      heading: "इस नीति में बदलाव",
      paragraphs: ["अगर हम इस नीति में बदलाव करते हैं, तो नई नीति इसी पृष्ठ पर प्रकाशित करेंगे।"],
    },
    {
      heading: "हमसे संपर्क करें",
      paragraphs: ["अपनी गोपनीयता से जुड़े किसी भी सवाल के लिए:"],
      items: contactItemsHi(),
    },
  ],
});

export const termsHi = (): PolicyDocument => inHindi(terms(), termsWordsHi());

export const privacyHi = (): PolicyDocument => inHindi(privacy(), privacyWordsHi());

const panelWords = { contents: "विषय-सूची", seeAlso: "यह भी देखें:" };

export const termsPageHi = (): PolicyPage => inHindi(termsPageEn(), {
  meta: {
    title: "नियम और शर्तें",
    crumb: "नियम और शर्तें",
    description: `${hotel.shortName} में बुकिंग की शर्तें: चेक-इन ${hindiClockTime(hotel.checkInTimeIso)}, चेक-आउट ${hindiClockTime(hotel.checkOutTimeIso)}, आगमन से ${hotel.cancellation.individualDaysBefore} दिन पहले तक बुकिंग रद्द करना, ग्रुप और नो-शो की शर्तें, रिफ़ंड, बच्चे और खोया-पाया सामान।`,
    keywords: "Narmada Riverside Resort की शर्तें, ओंकारेश्वर होटल बुकिंग रद्द करने के नियम, ओंकारेश्वर होटल बुकिंग की शर्तें",
  },
  hero: { subtitle: "हमारे यहाँ बुकिंग और ठहरने की शर्तें" },
  document: termsWordsHi(),
  related: { label: "गोपनीयता नीति" },
  ...panelWords,
});

export const privacyPageHi = (): PolicyPage => inHindi(privacyPageEn(), {
  meta: {
    title: "गोपनीयता नीति",
    crumb: "गोपनीयता नीति",
    description: `${hotel.shortName} बुकिंग, पूछताछ या सदस्यता के समय आपकी दी गई निजी जानकारी कैसे लेता है, उसका उपयोग और उसकी सुरक्षा कैसे करता है, और उस पर आपके क्या अधिकार हैं।`,
    keywords: "Narmada Riverside Resort गोपनीयता नीति, ओंकारेश्वर होटल गोपनीयता, होटल और निजी जानकारी भारत",
  },
  hero: { subtitle: "आपकी जानकारी, और हम उसे कैसे सँभालते हैं" },
  document: privacyWordsHi(),
  related: { label: "नियम और शर्तें" },
  ...panelWords,
});
