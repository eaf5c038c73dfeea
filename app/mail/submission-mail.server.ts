/**
 * The e-mail an accepted submission causes (product-rules.md: E-mail): for a booking, the hotel's
 * notice with a link to decide it on the desk and the guest's copy with a link to their booking
 * page; for an enquiry, the hotel's copy of every field and the guest's acknowledgement. Written in
 * the same database transaction as the submission, so one is never kept without the other.
 */
import { type IsoDate, hotel } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { linkInLang } from "~/i18n/hindi-pages";
import type { Lang } from "~/i18n/lang";
import { enquiryKinds, type EnquiryKind } from "~/desk/enquiries/desk-enquiries";
import { enquiryFields } from "../desk/enquiries/enquiry-store.server";
import { bookingPagePath } from "../booking/my-booking/booking-link.server";
import type { OutgoingMail } from "./mail-outbox.server";
import { type BookingSource, bookingRequestForGuest, bookingRequestForHotel } from "./messages/booking-request.server";
import { enquiryAckForGuest, enquiryForHotel } from "./messages/enquiry.server";
import { mailKeys } from "./messages/mail-keys.server";

export interface SubmissionMailInput {
  kind: string;
  reference: string;
  /** The answer the guest was given: a booking's confirmation under `data`. */
  response: unknown;
  /** The JSON the hotel's system receives: an enquiry's fields. */
  payload: unknown;
  /** Wizard or chat, for a booking. */
  source?: BookingSource;
  /** The site's own address, so links work on a preview as on the live site. */
  origin: string;
  /** Signs the guest's booking-page link; without it the mail links to the page's lookup form. */
  linkSecret: string | null;
  /**
   * The language of the page the guest sent it from: the guest's mail is written in it, and links
   * to their booking page in it once that page has a Hindi version. English when absent. The
   * hotel's copy is English either way.
   */
  lang?: Lang;
}

const isEnquiryKind = (kind: string): kind is EnquiryKind => kind in enquiryKinds;
const isHotelAddress = (email: string) => Object.values(hotel.emails).some((address) => address.toLowerCase() === email.toLowerCase());

export async function submissionMail(input: SubmissionMailInput): Promise<OutgoingMail[]> {
  const { origin, reference } = input;
  const lang = input.lang ?? "en";
  if (input.kind === "booking") {
    const confirmation = (input.response as { data?: BookingConfirmation }).data;
    if (!confirmation) return [];
    const page = input.linkSecret
      ? await bookingPagePath(input.linkSecret, reference, confirmation.check_out_date as IsoDate)
      : "/MyBooking";
    return [
      {
        ...mailKeys.bookingRequestForHotel(reference),
        ...bookingRequestForHotel(confirmation, { deskUrl: `${origin}/admin/bookings/${reference}`, source: input.source ?? "wizard" }),
      },
      { ...mailKeys.bookingRequestForGuest(reference), ...bookingRequestForGuest(confirmation, { bookingUrl: `${origin}${linkInLang(page, lang)}`, lang }) },
    ];
  }
  if (!isEnquiryKind(input.kind)) return [];
  const fields = enquiryFields(JSON.stringify(input.payload));
  const mail: OutgoingMail[] = [
    { ...mailKeys.enquiryForHotel(reference), ...enquiryForHotel(input.kind, fields, reference, `${origin}/admin/enquiries?kind=${input.kind}`) },
  ];
  const { name, email } = (input.payload ?? {}) as { name?: unknown; email?: unknown };
  // A form without an e-mail of its own (membership by mobile) carries the hotel's address: no acknowledgement.
  if (typeof email === "string" && email.includes("@") && !isHotelAddress(email)) {
    mail.push({ ...mailKeys.enquiryAckForGuest(reference), ...enquiryAckForGuest(input.kind, typeof name === "string" ? name : "", reference, email, lang) });
  }
  return mail;
}
