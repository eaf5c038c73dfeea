/**
 * The guest's signed link to their booking page (product-rules.md: The guest's booking page):
 * `/MyBooking?ref=<reference>&t=<last day>.<signature>`, an HMAC-SHA256 of the reference and the
 * last hotel day the link works, with the BOOKING_LINK_SECRET. Whoever holds the link sees the
 * booking, as whoever holds the e-mail it came in does; it stops working the day after check-out.
 */
import type { IsoDate } from "~/content/hotel";
import { addDays, compareDates, isValidIsoDate } from "~/domain/hotel-date";

/** Links work through the day after check-out: long enough to find the receipt, no longer. */
export const LINK_DAYS_AFTER_CHECK_OUT = 1;

/**
 * The secret links are signed with. A developer's machine and the tests work without one (a fixed,
 * public value: nothing there is private); preview and production must set it, or there are no links.
 */
export function bookingLinkSecret(env: { ENVIRONMENT?: string }): string | null {
  // A secret, so not among the generated binding types.
  const secret = (env as { BOOKING_LINK_SECRET?: string }).BOOKING_LINK_SECRET?.trim() ?? "";
  if (secret !== "") return secret;
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test" ? "development-only-booking-link-secret" : null;
}

const encoder = new TextEncoder();

function keyFor(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

const signedText = (reference: string, lastDay: string) => encoder.encode(`my-booking:${reference}:${lastDay}`);

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * The 32 bytes of a signature, from its one spelling only. 43 characters carry 258 bits, so the last
 * one's two low bits are unused and four characters decode to the same bytes; a text that does not
 * re-encode to itself is refused, so a link has exactly one token.
 */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return toBase64Url(bytes.buffer) === text ? bytes : null;
}

export async function signBookingLink(secret: string, reference: string, checkOut: IsoDate): Promise<string> {
  const lastDay = addDays(checkOut, LINK_DAYS_AFTER_CHECK_OUT);
  const signature = await crypto.subtle.sign("HMAC", await keyFor(secret, "sign"), signedText(reference, lastDay));
  return `${lastDay}.${toBase64Url(signature)}`;
}

export type LinkCheck = "valid" | "expired" | "invalid";

/** Checks a link's token for a reference on the hotel's `today`; the comparison is constant-time. */
export async function checkBookingLink(secret: string, reference: string, token: string, today: IsoDate): Promise<LinkCheck> {
  const [lastDay, encoded, extra] = token.split(".");
  const signature = encoded === undefined ? null : fromBase64Url(encoded);
  if (extra !== undefined || !isValidIsoDate(lastDay) || !signature) return "invalid";
  const genuine = await crypto.subtle.verify("HMAC", await keyFor(secret, "verify"), signature, signedText(reference, lastDay));
  if (!genuine) return "invalid";
  return compareDates(today, lastDay) > 0 ? "expired" : "valid";
}

/**
 * The idempotency key of a guest's cancellation request for a booking (upstream, where it goes to
 * the hotel's system as an enquiry): one per booking, so every request after the first is its
 * replay. Signed, so no one who only knows the reference can take the key first with an enquiry
 * of their own and turn the guest's request away.
 */
export async function cancellationRequestKey(secret: string, reference: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await keyFor(secret, "sign"), encoder.encode(`guest-cancel:${reference}`));
  return `guest-cancel-${toBase64Url(signature)}`;
}

/** The page's address for a booking, with its signed token. */
export async function bookingPagePath(secret: string, reference: string, checkOut: IsoDate): Promise<string> {
  return `/MyBooking?${new URLSearchParams({ ref: reference, t: await signBookingLink(secret, reference, checkOut) })}`;
}
