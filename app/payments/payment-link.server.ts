/**
 * A deposit's payment link (product-rules.md: Deposits): made once the booking is written, for the
 * server's own amount and deadline, with the guest's signed booking page as the way back. A link
 * the gateway could not make now is left for the Cron to ask again; the booking stands either way.
 */
import type { IsoDate } from "~/content/hotel";
import { bookingPagePath } from "~/booking/my-booking/booking-link.server";
import { linkInLang } from "~/i18n/hindi-pages";
import type { Lang } from "~/i18n/lang";
import { createPaymentLink, paymentLinksFor } from "./razorpay-api.server";
import type { RazorpayConfig } from "./razorpay-config.server";

interface LinkSource {
  booking_id: number;
  reference: string;
  check_out_date: IsoDate;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  amount_paise: number;
  due_at: string;
  lang: Lang | null;
}

/** Where the guest's browser comes back to: their own booking page, on the site's configured address. */
export async function callbackUrlOf(config: RazorpayConfig, linkSecret: string | null, source: Pick<LinkSource, "reference" | "check_out_date" | "lang">) {
  const page = linkSecret ? await bookingPagePath(linkSecret, source.reference, source.check_out_date) : `/MyBooking?ref=${source.reference}`;
  return `${config.siteUrl}${linkInLang(page, source.lang ?? "en")}`;
}

/** The gateway refuses a link that expires within fifteen minutes of being made. */
const minimumLeadMs = 16 * 60_000;

/**
 * Makes the link of a booking's open deposit that has none, and keeps its id and address. Returns
 * the address, or null when the gateway could not make it (or the deposit is no longer open).
 */
export async function makePaymentLink(
  db: D1Database,
  config: RazorpayConfig,
  linkSecret: string | null,
  bookingId: number,
  now: Date,
): Promise<string | null> {
  const source = await db
    .prepare(
      `SELECT d.booking_id, b.reference, b.check_out_date, b.guest_name, b.guest_email, b.guest_phone, d.amount_paise, d.due_at,
         (SELECT lang FROM submissions WHERE submissions.reference = b.reference) AS lang
       FROM booking_deposits AS d JOIN bookings AS b ON b.id = d.booking_id
       WHERE d.booking_id = ? AND d.link_id IS NULL AND d.state = 'awaiting'`,
    )
    .bind(bookingId)
    .first<LinkSource>();
  if (!source) return null;
  // Too close to its deadline for the gateway: the Cron lapses it instead.
  if (Date.parse(source.due_at) - now.getTime() < minimumLeadMs) return null;
  const answer = await createPaymentLink(config, {
    amountPaise: source.amount_paise,
    reference: source.reference,
    description: `Deposit for booking ${source.reference}`,
    expireBy: new Date(source.due_at),
    customer: { name: source.guest_name, email: source.guest_email, contact: source.guest_phone },
    callbackUrl: await callbackUrlOf(config, linkSecret, source),
  });
  let made = answer.ok ? answer.value : null;
  if (!answer.ok && answer.reason === "refused") made = await earlierLink(config, source);
  if (!made) return null;
  await db
    .prepare("UPDATE booking_deposits SET link_id = ?, link_url = ? WHERE booking_id = ? AND link_id IS NULL")
    .bind(made.id, made.short_url, bookingId)
    .run();
  return made.short_url;
}

/** A link an earlier call made for this deposit (its answer lost): still payable, for the same amount. */
async function earlierLink(config: RazorpayConfig, source: LinkSource): Promise<{ id: string; short_url: string } | null> {
  const listed = await paymentLinksFor(config, source.reference);
  if (!listed.ok) return null;
  return listed.value.payment_links.find((link) => link.status === "created" && link.amount === source.amount_paise) ?? null;
}
