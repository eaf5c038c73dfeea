import type { BillingMessages } from "./billing-fields";
import type { GstinMessages } from "./gstin-field";

/** The GSTIN's messages in Hindi (product-rules.md: Hindi), the same rules as the English, its name written in Devanagari. */
export const gstinMessagesHi: GstinMessages = {
  length: "जीएसटीआईएन में 15 अक्षर होते हैं",
  state: "जीएसटीआईएन राज्य के कोड से शुरू होता है, 01 से 38 तक (मध्य प्रदेश का 23)",
  format: "जीएसटीआईएन जाँचें: 2 अंकों का राज्य कोड, 10 अक्षरों का पैन, इकाई संख्या, अक्षर ज़ेड और एक जाँच अक्षर",
  checksum: "इस जीएसटीआईएन का आख़िरी अक्षर बाक़ी से मेल नहीं खाता। कृपया टाइप करने की गलती जाँचें",
};

/** The checkout's tax-invoice details' messages and names in Hindi. */
export const billingMessagesHi: BillingMessages = {
  gstin: gstinMessagesHi,
  companyForGstin: "इस जीएसटीआईएन पर पंजीकृत कंपनी का नाम लिखें",
  companyLabel: "कंपनी का नाम",
  addressLabel: "बिल का पता",
};
