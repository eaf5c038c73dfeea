import { type PhoneCountry, phoneCountries } from "~/content/phone-country-codes";
import { type FieldMessages, fieldMessagesEn } from "~/domain/schema-fields";

/**
 * The form kit's words (product-rules.md: Hindi): what every form on the site shows besides its own
 * labels, the phone field's country list, and the wording every field's validation shares, so a
 * form on a browser checks its fields in the page's language. The root sends them with every page.
 */
export const formWordsEn = {
  /** After the label of a field that may be left empty. */
  optional: "(optional)",
  /** The submit button while the form is sent, unless the form names its own. */
  sending: "Sending…",
  /** The phone field's country-code select, read out. */
  countryCode: "Country code",
  /** India's option, code first so the narrow box shows the code. */
  india: "+91 India",
  /** The option for a code not listed: the guest types it in the number. */
  otherCountry: "Other",
  countries: phoneCountries as readonly PhoneCountry[],
  /** Turnstile's note to a browser without JavaScript. */
  needsJavaScript: "This form needs JavaScript for its spam check. Please enable it, or call or e-mail us instead.",
  /** The shared validation wording (`app/domain/schema-fields.ts`), for schemas built on the browser. */
  fields: fieldMessagesEn as FieldMessages,
};

export type FormWords = typeof formWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    form: FormWords;
  }
}
