import { phoneCountriesHi } from "~/content/phone-country-codes.hi";
import { fieldMessagesHi } from "~/domain/field-messages.hi";
import type { FormWords } from "./form-words";

export const formWordsHi: FormWords = {
  optional: "(ज़रूरी नहीं)",
  sending: "भेजा जा रहा है…",
  countryCode: "देश का कोड",
  india: "+91 भारत",
  otherCountry: "अन्य",
  countries: phoneCountriesHi,
  needsJavaScript: "स्पैम की जाँच के लिए इस फ़ॉर्म को जावास्क्रिप्ट चाहिए। कृपया उसे चालू करें, या हमें फ़ोन या ईमेल करें।",
  fields: fieldMessagesHi,
};
