/**
 * The guest's details handed from the home page's "Request a Booking" form to the wizard
 * (product-rules.md: One way to book). They never enter the wizard's URL (a link is shared,
 * logged and kept in history), so the hand-off carries them in a short-lived cookie scoped to the
 * wizard's own path, which the wizard's loader reads as the checkout's starting values. Every
 * other page stays cookie-free and cacheable.
 */
import type { GuestDraft } from "./wizard-model";

export const guestPrefillCookie = "booking_guest";

/** The hidden field that marks a post to the wizard as the home page's request, not its checkout. */
export const startIntentField = "intent";
export const startIntent = "start-booking";

/** An hour is long enough to choose a room and short enough not to greet the next visitor. */
export const guestPrefillMaxAgeSeconds = 60 * 60;

// The checkout's own limits are checked there; these only keep a forged cookie small.
// The home form has no tax-invoice fields, so the cookie carries only these four.
const maxLengths = { name: 100, email: 254, phone: 30, special_requests: 1000 } as const;

type PrefillKey = keyof typeof maxLengths;
const prefillKeys = Object.keys(maxLengths) as PrefillKey[];

/** What the home form asks for of the checkout's fields. */
export type GuestPrefill = Partial<Pick<GuestDraft, PrefillKey>>;

/** Only the known fields, trimmed to their limits; empty ones are left out. */
export function cleanGuestPrefill(source: Partial<Record<string, unknown>>): GuestPrefill {
  const prefill: GuestPrefill = {};
  for (const key of prefillKeys) {
    const value = source[key];
    if (typeof value === "string" && value.trim() !== "") prefill[key] = value.trim().slice(0, maxLengths[key]);
  }
  return prefill;
}

/** base64url of the UTF-8 JSON: a cookie value without quotes, commas or semicolons. */
export function encodeGuestPrefill(prefill: GuestPrefill): string {
  const bytes = new TextEncoder().encode(JSON.stringify(prefill));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** Anything unreadable is no prefill: the guest simply types their details at checkout. */
export function decodeGuestPrefill(value: string | undefined): GuestPrefill {
  if (!value || !/^[A-Za-z0-9_-]{1,4000}$/.test(value)) return {};
  try {
    const binary = atob(value.replaceAll("-", "+").replaceAll("_", "/"));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return parsed !== null && typeof parsed === "object" ? cleanGuestPrefill(parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The cookie's value in a request's Cookie header, if any. */
export function guestPrefillFromCookieHeader(header: string | null): GuestPrefill {
  if (!header) return {};
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === guestPrefillCookie) return decodeGuestPrefill(rest.join("="));
  }
  return {};
}
