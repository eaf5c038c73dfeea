/**
 * The country codes the phone field offers: India first (the default), then where the hotel's
 * guests most often live or travel from: the Gulf, the neighbours, and the diaspora. Any other
 * country: choose "Other" and type the number with its + code.
 * Each language has its list (`phone-country-codes.hi.ts`); the phone field takes the page's from
 * the root's `form` words, so neither list is in the browser's code.
 */
export interface PhoneCountry {
  /** The calling code with its "+", or "" for "type the code in the number": a value, never words. */
  code: `+${number}` | "";
  label: string;
}

export const defaultPhoneCountryCode = "+91";

export const phoneCountries: readonly PhoneCountry[] = [
  { code: "+91", label: "India +91" },
  { code: "+971", label: "UAE +971" },
  { code: "+966", label: "Saudi Arabia +966" },
  { code: "+974", label: "Qatar +974" },
  { code: "+965", label: "Kuwait +965" },
  { code: "+968", label: "Oman +968" },
  { code: "+973", label: "Bahrain +973" },
  { code: "+977", label: "Nepal +977" },
  { code: "+880", label: "Bangladesh +880" },
  { code: "+94", label: "Sri Lanka +94" },
  { code: "+44", label: "UK +44" },
  { code: "+1", label: "USA / Canada +1" },
  { code: "+61", label: "Australia +61" },
  { code: "+64", label: "New Zealand +64" },
  { code: "+65", label: "Singapore +65" },
  { code: "+60", label: "Malaysia +60" },
  { code: "+49", label: "Germany +49" },
  { code: "+33", label: "France +33" },
  { code: "+31", label: "Netherlands +31" },
  { code: "+27", label: "South Africa +27" },
  { code: "+254", label: "Kenya +254" },
  { code: "+230", label: "Mauritius +230" },
  { code: "", label: "Other (type + and the code)" },
];
