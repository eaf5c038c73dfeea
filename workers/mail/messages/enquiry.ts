/**
 * A guest sent one of the site's forms (product-rules.md: Forms that reach the hotel): the hotel
 * gets every field as sent, the guest a short note that it arrived, with its reference.
 */
import { hotel } from "~/content/hotel";
import { type EnquiryKind, enquiryKinds } from "~/services/desk-enquiries";
import { button, facts, heading, type MailContent, paragraph, renderMail } from "./mail-layout";

/** What the guest is told happens next, per form. */
const nextStep: Record<EnquiryKind, string> = {
  contact: "Our team will reply by e-mail or phone.",
  event: "Our events team will call you to talk through your plans.",
  dining: "Our restaurant team will call you to confirm your table.",
  "booking-request": "Our reservations team will call you back to confirm your room.",
  "membership-interest": "Our team will contact you about membership.",
};

/** The name the guest knows the form by, in a sentence. */
const formWords: Record<EnquiryKind, string> = {
  contact: "message",
  event: "event enquiry",
  dining: "table request",
  "booking-request": "booking request",
  "membership-interest": "membership enquiry",
};

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

/** To the guest: their form arrived, with its reference and what happens next. */
export function enquiryAckForGuest(kind: EnquiryKind, name: string, reference: string, email: string): MailContent {
  const what = formWords[kind];
  return renderMail({
    to: email,
    subject: `We have your ${what} (${reference})`,
    preview: `Thank you for writing to ${hotel.shortName}. ${nextStep[kind]}`,
    blocks: [
      paragraph(`Dear ${name}, thank you for writing to ${hotel.name}. We have your ${what}.`),
      paragraph(nextStep[kind]),
      paragraph(`Your reference is ${reference}; please mention it if you call us.`),
      paragraph(`Anything urgent? Call ${hotel.phones.primary.display} or message us on ${hotel.messaging.label}.`),
    ],
  });
}
