import { createHomeBookingRequestSchema } from "~/domain/home-booking-request-schema";
import { type FormActionArgs, submitForm } from "../intake/submit-form.server";
import { bookingRequestMessages } from "./booking-request-messages";

/** The home page's action: the booking request form posted without JavaScript. */
export function bookingRequestAction({ request, context }: FormActionArgs) {
  return submitForm({
    request,
    context,
    form: "booking-request",
    kind: "booking-request",
    schema: (today) => createHomeBookingRequestSchema({ today, source: "form" }),
    messages: bookingRequestMessages,
  });
}
