import type { FieldMessages } from "./schema-fields";

/** The wording every field shares, in Hindi (product-rules.md: Hindi). */
export const fieldMessagesHi: FieldMessages = {
  wrongTextType: "यहाँ अक्षरों में लिखें",
  wholeNumber: "पूरी संख्या लिखें",
  phone: "10 अंकों का भारतीय मोबाइल नंबर लिखें, या देश के कोड के साथ अपना नंबर (जैसे +44 20 7946 0958)",
  tooLong: "{label} में अधिक से अधिक {max} अक्षर हो सकते हैं",
  hiddenCharacters: "{label} में छिपे हुए या लिखने की दिशा बदलने वाले अक्षर नहीं हो सकते। कृपया इसे दोबारा टाइप करें।",
  invalidDate: "सही तारीख़ चुनें",
  notAnObject: "अनुरोध का रूप सही नहीं है",
};
