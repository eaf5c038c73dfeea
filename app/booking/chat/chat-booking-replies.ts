/**
 * What the assistant says in English while it takes a booking (product-rules.md: Chat assistant):
 * each question, the price summary before sending, and how the request ends. chat-replies.ts puts
 * these into the English reply set; the Hindi set says the same in Hindi.
 */
import { type IsoDate, hotel, twelveHour } from "~/content/hotel";
import type { AvailableRoom, BookingConfirmation } from "~/domain/api-types";
import { dayAndMonth } from "~/domain/calendar-days";
import type { DepositTerms } from "~/domain/deposit-rule";
import { partyText } from "~/domain/chat-party";
import { gstLabel } from "~/domain/gst-text";
import type { RoomGuests } from "~/domain/guest-counts";
import { earliestCheckInFrom } from "~/domain/hotel-date";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import { guestDateText } from "~/domain/parse-guest-date";
import type { StayPrice } from "~/domain/price-stay";
import type { RoomTypeName } from "~/domain/room-types";
import { hotelDateAndTime } from "~/domain/hotel-date";
import type { BookingStep, ChatReply } from "./chat-state";

export interface BookingQuestionContext {
  today: IsoDate;
  name?: string;
  /** Room types free for the stay, with their live rates. */
  free?: readonly AvailableRoom[];
  roomCount?: number;
}

export interface BookingSummaryDetails {
  checkIn: IsoDate;
  checkOut: IsoDate;
  price: StayPrice;
  name: string;
  email: string;
  phone: string;
  /** The deposit the rule in force asks of `price` (product-rules.md: Deposits); null: pay at the hotel. */
  deposit?: DepositTerms | null;
}

/** "12 March, 6:00 PM": a deposit's deadline in hotel time. */
function dueText(instant: string): string {
  const at = hotelDateAndTime(instant);
  return at ? `${dayAndMonth(at.date, "en")}, ${twelveHour(at.time)}` : instant;
}

/** What a deposit the server asked leaves to do: pay how much by when, from the receipt. */
function depositAsked(deposit: NonNullable<BookingConfirmation["deposit"]>, rooms: number): string {
  const hold = rooms === 1 ? "the room" : "the rooms";
  const rest = deposit.rest_paise > 0 ? ` (the rest, ${formatRupees(deposit.rest_paise)}, at the hotel)` : "";
  return `To hold ${hold}, please pay the deposit of ${formatRupees(deposit.amount_paise)} by ${dueText(deposit.due_at)}${rest}: the Pay button is on your receipt and in our e-mail. If it is not paid by then, the request lapses.`;
}

/** A nightly rate in rupees as the assistant says it. */
export const nightly = (rupees: number) => `${formatRupees(rupeesToPaise(rupees))} a night`;

export const bookingStart = "Let's start your booking request. You can type \"cancel\" at any time to stop.";
export const bookingCancelled = "Booking cancelled; nothing was sent. What else can I help you with?";
export const bookingSending = "Thank you! Sending your booking request…";
export const backToBooking = "Now, back to your booking.";

/** The original site's words, exactly. */
export const bookingSucceeded =
  "Great! Your booking request has been submitted. Our team will contact you shortly to confirm your reservation.";
export const bookingFailed =
  "I apologize, but there was an error submitting your booking. Please try again or contact our support team directly.";
export const bookingSucceededToast = "Booking request submitted successfully!";
export const bookingFailedToast = "Failed to submit booking request";

export const soldOutAgain = "Sorry, while we were talking another guest took the last of those rooms. Let me check again what is free.";

export function availabilityFailed(message: string): string {
  return `${message} Nothing was sent. Type "book" to try again, or call us on ${hotel.phones.primary.display}.`;
}

export const stayText = (checkIn: IsoDate, checkOut: IsoDate) => `${guestDateText(checkIn)} to ${guestDateText(checkOut)}`;

export function checkingRooms(checkIn: IsoDate, checkOut: IsoDate, rooms: readonly RoomGuests[]): string {
  return `Checking which rooms are free from ${stayText(checkIn, checkOut)} (${partyText(rooms)})…`;
}

export function noneFree(roomCount: number): string {
  return `Sorry, no room type has ${roomCount === 1 ? "a room" : `${roomCount} rooms`} free for those dates. Please tell me other dates, or call us on ${hotel.phones.primary.display}.`;
}

export const notFree = (type: RoomTypeName) => `The ${type} is not free for your dates.`;

/** The booking reference, the total and the receipt: how a chat booking ends. */
export function bookingConfirmed(confirmation: BookingConfirmation, receiptHref: string): ChatReply {
  return {
    text: confirmation.deposit
      ? `${bookingSucceeded} Your booking reference is ${confirmation.reference}. Total ${formatRupees(confirmation.totals.total)}. ${depositAsked(confirmation.deposit, confirmation.rooms.length)}`
      : `${bookingSucceeded} Your booking reference is ${confirmation.reference}. Total ${formatRupees(confirmation.totals.total)}, to pay at the hotel.`,
    link: { href: receiptHref, label: `See your receipt (${confirmation.reference})` },
  };
}

export function bookingQuestion(step: BookingStep, context: BookingQuestionContext): string {
  switch (step) {
    case "checkIn":
      return `Which date would you like to check in? For example 12 Dec, 12/12/2026 or "tomorrow" (the earliest is ${guestDateText(earliestCheckInFrom(context.today))}).`;
    case "checkOut":
      return `And your check-out date? A date like 14 Dec, or how many nights.`;
    case "guests":
      return `How many guests? For example "2 adults and 1 child", or "2 rooms for 6 adults". A room takes up to ${hotel.limits.maxGuestsPerRoom} guests (children up to ${hotel.limits.childMaxAge} years), and I can book up to ${hotel.limits.maxRooms} rooms.`;
    case "roomType": {
      const free = [...(context.free ?? [])].sort((a, b) => a.room_price - b.room_price);
      const rooms = context.roomCount && context.roomCount > 1 ? ` (all ${context.roomCount} rooms of one type)` : "";
      return `Which room type would you like${rooms}? Free for your dates: ${free.map((room) => `${room.room_type_name} ${nightly(room.room_price)}`).join("; ")} (+ GST).`;
    }
    case "name":
      return "What is your full name?";
    case "email":
      return `Thank you, ${context.name ?? "and welcome"}. What is your e-mail address?`;
    case "phone":
      return "What is your phone number? A 10-digit Indian mobile, or your number with its country code such as +44 20 7946 0958.";
    case "confirm":
      return `Shall I send this booking request? Type "yes" to send it, "no" to stop, or tell me what to change.`;
  }
}

/** The total line when a deposit is asked: what is paid online now, and what at the hotel. */
function depositTotal(deposit: DepositTerms, rooms: number, total: number): string {
  const hold = rooms === 1 ? "the room" : "the rooms";
  const rest = deposit.restPaise > 0 ? `, the rest (${formatRupees(deposit.restPaise)}) at the hotel` : ": the whole stay";
  return `Total: ${formatRupees(total)}. ${formatRupees(deposit.amountPaise)} now online to hold ${hold}${rest}; you get the payment link once the request is sent.`;
}

/** The price summary before sending, computed with the one price calculation. */
export function bookingSummary(details: BookingSummaryDetails): string {
  const { price } = details;
  const nights = `${price.nights} ${price.nights === 1 ? "night" : "nights"}`;
  const rooms = price.rooms.map(
    (room, index) =>
      `Room ${index + 1}: ${room.roomTypeName}, ${partyText([room]).replace(/^1 room for /, "")}: ${formatRupees(room.nightly)} a night`,
  );
  const totals = price.totals;
  const lines = [
    "Your booking request:",
    `${stayText(details.checkIn, details.checkOut)} (${nights})`,
    ...rooms,
    `Room charges: ${formatRupees(totals.subtotal)}`,
    ...(price.offer && totals.discount > 0 ? [`${price.offer.title} (${price.offer.percentOff}% off): −${formatRupees(totals.discount)}`] : []),
    `${gstLabel("CGST", price.taxes)}: ${formatRupees(totals.cgst)}`,
    `${gstLabel("SGST", price.taxes)}: ${formatRupees(totals.sgst)}`,
    details.deposit ? depositTotal(details.deposit, price.rooms.length, totals.total) : `Total: ${formatRupees(totals.total)}, paid at the hotel (nothing is charged online).`,
    `For ${details.name}, ${details.email}, ${details.phone}.`,
  ];
  return lines.join("\n");
}

