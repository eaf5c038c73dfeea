import { createDiningSchema } from "~/domain/dining-schema";
import { diningWordingIn } from "~/domain/form-wording.server";
import { formMessagesIn } from "../intake/intake-words.server";
import { formAction } from "../intake/submit-form.server";
import { tableBookingWordsEn } from "./dining-words";
import { tableBookingWordsHi } from "./dining-words.hi";

/** /DiningBookingForm's action: the table request, answered in the page's language. */
export const diningAction = formAction({
  form: "dining",
  kind: "dining",
  schema: (today, lang) => createDiningSchema({ today, source: "form", wording: diningWordingIn(lang) }),
  messages: (lang) => formMessagesIn(lang, { en: tableBookingWordsEn.messages, hi: tableBookingWordsHi.messages }),
});
