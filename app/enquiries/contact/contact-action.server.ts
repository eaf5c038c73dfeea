import { createContactEnquirySchema } from "~/domain/enquiry-schemas";
import { contactWordingIn } from "~/domain/form-wording.server";
import { formMessagesIn } from "../intake/intake-words.server";
import { formAction } from "../intake/submit-form.server";
import { contactPageWordsEn } from "./contact-words";
import { contactPageWordsHi } from "./contact-words.hi";

/** /Contact's action: the Get In Touch form, answered in the page's language. */
export const contactAction = formAction({
  form: "contact",
  kind: "contact",
  schema: (_today, lang) => createContactEnquirySchema({ source: "form", wording: contactWordingIn(lang) }),
  messages: (lang) => formMessagesIn(lang, { en: contactPageWordsEn.messages, hi: contactPageWordsHi.messages }),
});
