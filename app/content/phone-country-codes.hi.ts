import { inHindi } from "./in-hindi";
import { type PhoneCountry, phoneCountries } from "./phone-country-codes";

/**
 * The phone field's country list on a Hindi page (product-rules.md: Hindi): the labels of
 * `phoneCountries`, in its order and with its codes, the countries named as Hindi speakers name
 * them, short enough to read in the narrow code box.
 */
export const phoneCountriesHi: readonly PhoneCountry[] = inHindi(phoneCountries, [
  { label: "भारत +91" },
  { label: "यूएई +971" },
  { label: "सऊदी अरब +966" },
  { label: "क़तर +974" },
  { label: "कुवैत +965" },
  { label: "ओमान +968" },
  { label: "बहरीन +973" },
  { label: "नेपाल +977" },
  { label: "बांग्लादेश +880" },
  { label: "श्रीलंका +94" },
  { label: "ब्रिटेन +44" },
  { label: "अमेरिका / कनाडा +1" },
  { label: "ऑस्ट्रेलिया +61" },
  { label: "न्यूज़ीलैंड +64" },
  { label: "सिंगापुर +65" },
  { label: "मलेशिया +60" },
  { label: "जर्मनी +49" },
  { label: "फ़्रांस +33" },
  { label: "नीदरलैंड +31" },
  { label: "दक्षिण अफ़्रीका +27" },
  { label: "केन्या +254" },
  { label: "मॉरीशस +230" },
  { label: "अन्य (+ और देश का कोड लिखें)" },
]);
