import { createDiningSchema } from "~/domain/dining-schema";
import { formAction } from "../intake/submit-form.server";
import { diningFormMessages } from "./dining-messages";

/** /DiningBookingForm's action: the table request. */
export const diningAction = formAction({
  form: "dining",
  kind: "dining",
  schema: (today) => createDiningSchema({ today, source: "form" }),
  messages: diningFormMessages,
});
