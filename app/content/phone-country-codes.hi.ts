import type { PhoneCountry } from "./phone-country-codes";

/**
 * The phone field's country list on a Hindi page (product-rules.md: Hindi): the same codes in the
 * same order as `phoneCountries`, the countries named as Hindi speakers name them, short enough to
 * read in the narrow code box.
 */
export const phoneCountriesHi: readonly PhoneCountry[] = [
  { code: "+91", label: "भारत +91" },
  { code: "+971", label: "यूएई +971" },
  { code: "+966", label: "सऊदी अरब +966" },
  { code: "+974", label: "क़तर +974" },
  { code: "+965", label: "कुवैत +965" },
  { code: "+968", label: "ओमान +968" },
  { code: "+973", label: "बहरीन +973" },
  { code: "+977", label: "नेपाल +977" },
  { code: "+880", label: "बांग्लादेश +880" },
  { code: "+94", label: "श्रीलंका +94" },
  { code: "+44", label: "ब्रिटेन +44" },
  { code: "+1", label: "अमेरिका / कनाडा +1" },
  { code: "+61", label: "ऑस्ट्रेलिया +61" },
  { code: "+64", label: "न्यूज़ीलैंड +64" },
  { code: "+65", label: "सिंगापुर +65" },
  { code: "+60", label: "मलेशिया +60" },
  { code: "+49", label: "जर्मनी +49" },
  { code: "+33", label: "फ़्रांस +33" },
  { code: "+31", label: "नीदरलैंड +31" },
  { code: "+27", label: "दक्षिण अफ़्रीका +27" },
  { code: "+254", label: "केन्या +254" },
  { code: "+230", label: "मॉरीशस +230" },
  { code: "", label: "अन्य (+ और देश का कोड लिखें)" },
];
