import { createDiningSchema } from "~/domain/dining-schema";
import { type FormActionArgs, submitForm } from "../intake/submit-form.server";
import { diningFormMessages } from "./dining-messages";

/** /DiningBookingForm's action: the table request posted without JavaScript. */
export function diningAction({ request, context }: FormActionArgs) {
  return submitForm({
    request,
    context,
    form: "dining",
    kind: "dining",
    schema: (today) => createDiningSchema({ today, source: "form" }),
    messages: diningFormMessages,
  });
}
