import { inHindi } from "./in-hindi";
import { type PhoneCountry, phoneCountries } from "./phone-country-codes";
import words from "./phone-country-codes.hi.json";

/**
 * The phone field's country list on a Hindi page (product-rules.md: Hindi): the labels in
 * phone-country-codes.hi.json over `phoneCountries`, in its order and with its codes, the countries
 * named as Hindi speakers name them, short enough to read in the narrow code box.
 */
export const phoneCountriesHi: readonly PhoneCountry[] = inHindi(phoneCountries, words);
