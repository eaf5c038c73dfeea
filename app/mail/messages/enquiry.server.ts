/**
 * A guest sent one of the site's forms (product-rules.md: Forms that reach the hotel): the hotel
 * gets every field as sent, the guest a short note that it arrived, with its reference, in the
 * language of the page they wrote from.
 */
import { hotel } from "~/content/hotel";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { type EnquiryKind, enquiryKinds } from "~/desk/enquiries/desk-enquiries";
import { button, facts, heading, type MailContent, paragraph, renderMail } from "./mail-layout.server";
import { mailWordsIn } from "./mail-lang.server";

/** The name a field list gives the guest, for the subject; the first field as a fallback. */
function guestNameOf(fields: readonly (readonly [string, string])[]): string | null {
  const named = fields.find(([label]) => /name/i.test(label) && !/number/i.test(label));
  return named && named[1].trim() !== "" ? named[1].trim() : null;
}

/** To the reservations inbox: the form's fields line by line, and the desk's enquiries page. */
export function enquiryForHotel(
  kind: EnquiryKind,
  fields: readonly (readonly [label: string, value: string])[],
  reference: string,
  deskUrl: string,
): MailContent {
  const name = guestNameOf(fields);
  const label = enquiryKinds[kind];
  return renderMail({
    to: hotel.emails.reservations,
    subject: `New ${label.toLowerCase()} enquiry ${reference}${name ? ` from ${name}` : ""}`,
    preview: `${label} form on the website, reference ${reference}.`,
    blocks: [
      paragraph(`A guest sent the ${label.toLowerCase()} form on the website (reference ${reference}).`),
      heading("What the guest sent"),
      facts(fields.map(([fieldLabel, value]) => [fieldLabel, value.trim() === "" ? "(none)" : value] as const)),
      button("Open enquiries on the front desk", deskUrl),
    ],
  });
}

/** To the guest, in their language: their form arrived, with its reference and what happens next. */
export function enquiryAckForGuest(
  kind: EnquiryKind,
  name: string,
  reference: string,
  email: string,
  lang: Lang = "en",
): MailContent {
  const w = mailWordsIn(lang).enquiry;
  const form = w.kinds[kind];
  const values = {
    name,
    reference,
    hotelName: hotel.name,
    shortName: hotel.shortName,
    phone: hotel.phones.primary.display,
    messaging: hotel.messaging.label,
    next: form.next,
    received: form.received,
  };
  return renderMail({
    lang,
    to: email,
    subject: fill(form.subject, values),
    preview: fill(w.preview, values),
    blocks: [
      paragraph(fill(name.trim() === "" ? w.thanksNoName : w.thanks, values)),
      paragraph(form.next),
      paragraph(fill(w.reference, values)),
      paragraph(fill(w.urgent, values)),
    ],
  });
}
