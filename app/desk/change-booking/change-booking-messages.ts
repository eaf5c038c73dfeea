/** What the change page and its store say when a change is refused (product-rules.md: Changing a booking). */
import { type BookingStatus, statusWords } from "~/domain/booking-status";

export const changeBookingMessages = {
  notFound: "No booking with that reference.",
  cannotChange: (status: BookingStatus) => `A booking that is ${statusWords[status].toLowerCase()} cannot change.`,
  movedMeanwhile: (status: BookingStatus) =>
    `The booking is ${statusWords[status].toLowerCase()} now, so nothing was changed: look at it again before changing it.`,
  repriced: "The dates or rooms changed since they were priced: check the prices below and save again.",
  ratesMoved: "The rates changed since this was priced: check the new prices below and save again.",
  keyUsedElsewhere: "This form was already used for something else, so nothing was saved. Reload the page and try again.",
  takenMeanwhile: "A room of this change was taken a moment ago: price it again.",
} as const;
