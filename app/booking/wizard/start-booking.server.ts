import { redirect } from "react-router";
import { hotel } from "~/content/hotel";
import { isValidIsoDate } from "~/domain/hotel-date";
import { linkInLang } from "~/i18n/hindi-pages";
import type { Lang } from "~/i18n/lang";
import { bookingFormHref, bookingPath, bookingQueryKeys, partyToHandOff } from "./booking-link";
import {
  cleanGuestPrefill,
  encodeGuestPrefill,
  guestPrefillCookie,
  guestPrefillMaxAgeSeconds,
  startIntent,
  startIntentField,
} from "./guest-prefill";

function count(value: FormDataEntryValue | null, fallback: number): number {
  return typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : fallback;
}

function date(value: FormDataEntryValue | null): string | undefined {
  return typeof value === "string" && isValidIsoDate(value) ? value : undefined;
}

/**
 * The home page's "Request a Booking" sent (product-rules.md: One way to book): its dates and party
 * become the wizard's hand-off, so the guest chooses among the room types free for that stay and
 * gets the same pending booking, reference, e-mails and guest page as any booking; name, e-mail,
 * phone and requirements wait in a cookie on the wizard's path for its checkout. Nothing is stored
 * yet, so nothing needs a key or Turnstile. The party goes in the fewest rooms that seat it.
 */
export function startBookingFromHome(form: FormData, lang: Lang, secure: boolean): Response {
  const adults = Math.max(1, count(form.get(bookingQueryKeys.adults), 2));
  const children = count(form.get(bookingQueryKeys.children), 0);
  const rooms = Math.min(adults, Math.max(1, Math.ceil((adults + children) / hotel.limits.maxGuestsPerRoom)));
  const href = bookingFormHref(
    partyToHandOff({
      checkIn: date(form.get(bookingQueryKeys.checkIn)),
      checkOut: date(form.get(bookingQueryKeys.checkOut)),
      adults,
      children,
      rooms,
    }),
  );
  const path = linkInLang(bookingPath, lang);
  const prefill = cleanGuestPrefill(Object.fromEntries(form));
  const cookie = [
    `${guestPrefillCookie}=${encodeGuestPrefill(prefill)}`,
    `Path=${path}`,
    // A request without details drops any earlier guest's, so they never greet this one.
    `Max-Age=${Object.keys(prefill).length > 0 ? guestPrefillMaxAgeSeconds : 0}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
  return redirect(linkInLang(href, lang), { status: 303, headers: { "Set-Cookie": cookie } });
}

/** The start's answer when a post to the wizard is one, else null (the checkout's own post). */
export async function startBookingIfAsked(request: Request, lang: Lang): Promise<Response | null> {
  const form = await request.clone().formData();
  if (form.get(startIntentField) !== startIntent) return null;
  return startBookingFromHome(form, lang, new URL(request.url).protocol === "https:");
}
