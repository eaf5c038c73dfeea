import { createEventEnquirySchema } from "~/domain/enquiry-schemas";
import { formAction } from "../intake/submit-form.server";
import { eventFormMessages } from "./event-messages";

/** /Event's action: Book Your Event. */
export const eventAction = formAction({
  form: "event",
  kind: "event",
  schema: (today) => createEventEnquirySchema({ today, source: "form" }),
  messages: eventFormMessages,
  keepValuesOnSuccess: true,
});
