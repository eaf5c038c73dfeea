/**
 * POST /api/bookings from the wizard (the admin API's booking request, one entry per room;
 * product-rules.md: Idempotency, One price and tax calculation, Booking reference and status) and
 * what its answer means for the guest. The amounts sent are the summary's, for the admin API's
 * sake; the server recomputes every one of them.
 */
import { hotel } from "~/content/hotel";
import type { ApiErrorBody, BookingConfirmation } from "~/domain/api-types";
import { paiseToRupees } from "~/domain/money";
import type { PricedRoom, StayPrice } from "~/domain/price-stay";
import type { Lang } from "~/i18n/lang";
import { jsonPost } from "../post-json";
import type { WizardState } from "./wizard-model";

export const bookingsEndpoint = "/api/bookings";
export const bookingFailedMessage = "Error submitting booking";
export const bookingSuccessMessage = "Booking submitted successfully!";
export const soldOutReason =
  "Sorry — while you were booking, another guest took the last of a room type you chose. We have refreshed what is available: please choose again.";

/**
 * What the guest is told about an answer, in the page's language (product-rules.md: Hindi). The
 * server words its validation messages in the page's language itself; any other refusal it words
 * in English, so a Hindi page says it in its own words, by the refusal's code. `{phone}` and
 * `{email}` are the hotel's, filled in here.
 */
export interface BookingAnswerWords {
  failed: string;
  soldOut: string;
  /** Replaces the server's message for these codes (never for `validation_failed`). */
  byCode: Record<string, string>;
  /** Replaces the server's message for any other code; null keeps the server's. */
  otherwise: string | null;
}

export const bookingAnswerWordsEn: BookingAnswerWords = {
  failed: bookingFailedMessage,
  soldOut: soldOutReason,
  byCode: {},
  otherwise: null,
};

function messageFor(error: ApiErrorBody["error"] | null, words: BookingAnswerWords): string {
  if (!error) return words.failed;
  const own = error.code === "validation_failed" ? null : (words.byCode[error.code] ?? words.otherwise);
  const message = own ?? error.message;
  if (!message) return words.failed;
  return message.replace("{phone}", hotel.phones.primary.display).replace("{email}", hotel.emails.reservations);
}

/** The guest's details after the shared schema (phone in E.164). */
export interface GuestDetails {
  name: string;
  email: string;
  phone: string;
  special_requests: string;
  /** The tax invoice's details, "" when not given. */
  company_name: string;
  company_gstin: string;
  billing_address: string;
}

export function bookingBody(
  state: Pick<WizardState, "checkIn" | "checkOut" | "rooms" | "services">,
  price: Pick<StayPrice, "nights" | "rooms">,
  guest: GuestDetails,
  turnstileToken: string | null,
) {
  const entry = (room: WizardState["rooms"][number], priced: PricedRoom) => ({
    check_in_date: state.checkIn,
    check_out_date: state.checkOut,
    number_of_nights: price.nights,
    adults: room.adults,
    children: room.children,
    ...(room.olderChildren ? { children_6_11: room.olderChildren } : {}),
    room_category_id: room.selectedRoomId,
    room_number_id: room.selectedRoomId,
    // Services are free online (product-rules.md: Services catalogue): price 0, paid at the hotel.
    services: state.services.map((key) => ({ name: key, price: 0 })),
    name: guest.name,
    email: guest.email,
    phone: guest.phone,
    special_requests: guest.special_requests,
    company_name: guest.company_name,
    company_gstin: guest.company_gstin,
    billing_address: guest.billing_address,
    payment_method: "card",
    room_price: paiseToRupees(priced.total),
    services_price: 0,
    total_amount: paiseToRupees(priced.total),
    booking_status: "pending",
    payment_status: "unpaid",
    no_of_rooms: state.rooms.length,
  });
  return {
    bookings: state.rooms.map((room, i) => entry(room, price.rooms[i])),
    ...(turnstileToken ? { "cf-turnstile-response": turnstileToken } : {}),
  };
}

export type BookingAnswer =
  | { kind: "confirmed"; confirmation: BookingConfirmation }
  | { kind: "sold-out"; message: string }
  | { kind: "invalid"; message: string; fields: Record<string, string> }
  | { kind: "failed"; message: string }
  /**
   * No answer arrived (connection lost): the same key may be retried safely (product-rules.md:
   * Idempotency).
   */
  | { kind: "no-answer"; message: string };

/** What the checkout's plain POST answers (checkout-action.server.ts): the outcome, and what the guest typed. */
export type CheckoutActionAnswer = BookingAnswer & { values?: Record<string, string> };

function errorOf(body: unknown): ApiErrorBody["error"] | null {
  if (typeof body !== "object" || body === null || !("error" in body)) return null;
  const error = (body as ApiErrorBody).error;
  return typeof error === "object" && error !== null && typeof error.message === "string" ? error : null;
}

function isConfirmation(body: unknown): body is { data: BookingConfirmation } {
  if (typeof body !== "object" || body === null || !("data" in body)) return false;
  const data = (body as { data: unknown }).data;
  return typeof data === "object" && data !== null && "reference" in data && "totals" in data && "rooms" in data;
}

/** The guest fields of the first room entry the server named ("bookings.0.email" → "email"). */
export function guestFieldErrors(fields: Record<string, string> | undefined): Record<string, string> {
  const guest: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name = /^bookings\.\d+\.(name|email|phone|special_requests|company_name|company_gstin|billing_address)$/.exec(path)?.[1];
    if (name && !(name in guest)) guest[name] = message;
  }
  return guest;
}

export function interpretBookingAnswer(
  status: number,
  body: unknown,
  words: BookingAnswerWords = bookingAnswerWordsEn,
): BookingAnswer {
  if ((status === 200 || status === 201) && isConfirmation(body)) return { kind: "confirmed", confirmation: body.data };
  const error = errorOf(body);
  if (status === 409 && error?.code === "sold_out") return { kind: "sold-out", message: words.soldOut };
  const message = messageFor(error, words);
  if (status === 400 && error) return { kind: "invalid", message, fields: guestFieldErrors(error.fields) };
  return { kind: "failed", message };
}

/** Sent from a page in `lang`: the server answers in it (`X-Page-Lang`, product-rules.md: Hindi). */
export async function submitBooking(
  body: unknown,
  idempotencyKey: string,
  lang: Lang = "en",
  words: BookingAnswerWords = bookingAnswerWordsEn,
): Promise<BookingAnswer> {
  let response: Response;
  try {
    response = await fetch(bookingsEndpoint, jsonPost(body, { idempotencyKey, lang }));
  } catch {
    return { kind: "no-answer", message: words.failed };
  }
  const parsed: unknown = await response.json().catch(() => null);
  return interpretBookingAnswer(response.status, parsed, words);
}
