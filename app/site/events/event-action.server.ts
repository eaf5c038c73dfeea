import { createEventEnquirySchema } from "~/domain/enquiry-schemas";
import { eventWordingIn } from "~/domain/form-wording.server";
import { eventFormWordsEn } from "../../enquiries/dialogs/event-form-words";
import { eventFormWordsHi } from "../../enquiries/dialogs/event-form-words.hi";
import { formMessagesIn } from "../../enquiries/intake/intake-words.server";
import { formAction } from "../../enquiries/intake/submit-form.server";

/** /Event's action: Book Your Event, answered in the page's language. */
export const eventAction = formAction({
  form: "event",
  kind: "event",
  schema: (today, lang) => createEventEnquirySchema({ today, source: "form", wording: eventWordingIn(lang) }),
  messages: (lang) => formMessagesIn(lang, { en: eventFormWordsEn.messages, hi: eventFormWordsHi.messages }),
  keepValuesOnSuccess: true,
});
