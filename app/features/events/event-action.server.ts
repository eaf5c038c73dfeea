import { createEventEnquirySchema } from "~/domain/enquiry-schemas";
import { type FormActionArgs, submitForm } from "../intake/submit-form.server";
import { eventFormMessages } from "./event-messages";

/** /Event's action: Book Your Event posted without JavaScript. */
export function eventAction({ request, context }: FormActionArgs) {
  return submitForm({
    request,
    context,
    form: "event",
    kind: "event",
    schema: (today) => createEventEnquirySchema({ today, source: "form" }),
    messages: eventFormMessages,
    keepValuesOnSuccess: true,
  });
}
