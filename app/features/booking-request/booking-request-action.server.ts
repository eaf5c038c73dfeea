import { createHomeBookingRequestSchema } from "~/domain/home-booking-request-schema";
import { formAction } from "../intake/submit-form.server";
import { bookingRequestMessages } from "./booking-request-messages";

/** The home page's action (and the not-found page's, which shows the home page): the booking request form. */
export const bookingRequestAction = formAction({
  form: "booking-request",
  kind: "booking-request",
  schema: (today) => createHomeBookingRequestSchema({ today, source: "form" }),
  messages: bookingRequestMessages,
});
