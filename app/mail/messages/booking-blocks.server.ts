/**
 * The parts every booking e-mail shares, written as the receipt writes them: the stay, the rooms
 * with their guests and nightly rate × nights, the GST lines naming their rates, the total paid at
 * the hotel (product-rules.md: One price and tax calculation), and the cancellation policy in the
 * words the site's policies use (product-rules.md: Policy values). Each block is written in the
 * guest's language (English when none is given, as for the hotel's own mail); room types are
 * named as a page in that language names them.
 */
import { sumOf } from "~/domain/sum-of";
import { hotel } from "~/content/hotel";
import { gstLabel, percentText } from "~/domain/gst-text";
import { formatRupees } from "~/domain/money";
import { extraChargeText } from "~/domain/extra-charge-text";
import type { TaxLine } from "~/domain/price-stay";
import { roomTypeNameIn } from "~/site/rooms/room-in-lang";
import type { Lang } from "~/i18n/lang";
import { countWords, fill } from "~/i18n/words";
import type { BookingMailData, BookingMailRoom } from "./booking-mail-data.server";
import { clockTime, mailDate } from "./mail-dates.server";
import { amounts, facts, heading, type MailBlock, paragraph } from "./mail-layout.server";
import { mailWordsIn, policySentences } from "./mail-lang.server";

/** "2 adults, 1 child" / "2 वयस्क, 1 बच्चा" */
export function guestsText(adults: number, children: number, lang: Lang = "en"): string {
  const w = mailWordsIn(lang);
  const grown = countWords(w.counts.adults, adults);
  return children > 0 ? `${grown}${w.listSeparator}${countWords(w.counts.children, children)}` : grown;
}

export function totalGuests(booking: BookingMailData): { adults: number; children: number } {
  return {
    adults: sumOf(booking.rooms, (room) => room.adults),
    children: sumOf(booking.rooms, (room) => room.children),
  };
}

/** "Deluxe Room: 2 adults, 1 child" / "डीलक्स रूम: 2 वयस्क, 1 बच्चा" */
const roomLine = (room: BookingMailRoom, lang: Lang) =>
  fill(mailWordsIn(lang).stay.roomGuests, {
    room: roomTypeNameIn(room.roomTypeName, lang),
    guests: guestsText(room.adults, room.children, lang),
  });

/** Reference, status, dates and times, rooms and guests. */
export function stayFacts(booking: BookingMailData, lang: Lang = "en"): MailBlock {
  const w = mailWordsIn(lang);
  const guests = totalGuests(booking);
  return facts([
    [w.stay.reference, booking.reference],
    [w.stay.status, w.status[booking.status]],
    [w.stay.checkIn, fill(w.stay.checkInAt, { date: mailDate(booking.checkIn, lang), time: clockTime(hotel.checkInTimeIso, lang) })],
    [w.stay.checkOut, fill(w.stay.checkOutBy, { date: mailDate(booking.checkOut, lang), time: clockTime(hotel.checkOutTimeIso, lang) })],
    [w.stay.nights, String(booking.nights)],
    [w.stay.rooms, booking.rooms.map((room) => roomLine(room, lang)).join("\n")],
    [w.stay.guests, guestsText(guests.adults, guests.children, lang)],
  ]);
}

/** The guest as they gave themselves, for the hotel (English: staff read it). */
export function guestFacts(booking: BookingMailData): MailBlock {
  return facts([
    ["Name", booking.guest.name],
    ["E-mail", booking.guest.email],
    ["Phone", booking.guest.phone],
    ["Services", booking.services.length > 0 ? booking.services.join(", ") : "None"],
    ["Special requests", booking.specialRequests.trim() === "" ? "None" : booking.specialRequests],
  ]);
}

/** `gstLabel` in `lang`: "CGST 2.5%" / "सीजीएसटी 2.5%", "सीजीएसटी (₹9,000 पर 2.5%; ₹22,000 पर 9%)". */
function gstLabelIn(part: "CGST" | "SGST", lines: readonly TaxLine[], lang: Lang): string {
  if (lang === "en") return gstLabel(part, lines);
  const { price } = mailWordsIn(lang);
  const name = part === "CGST" ? price.cgst : price.sgst;
  const rateOf = (line: TaxLine) => percentText(part === "CGST" ? line.cgstBasisPoints : line.sgstBasisPoints);
  if (lines.length === 0) return name;
  if (lines.length === 1) return `${name} ${rateOf(lines[0])}`;
  return `${name} (${lines.map((line) => fill(price.gstOn, { rate: rateOf(line), amount: formatRupees(line.taxable) })).join("; ")})`;
}

/** One line per room (rate × nights), the offer, CGST and SGST naming their rates, the total. */
export function priceBlocks(booking: BookingMailData, lang: Lang = "en", totalLabel?: string): MailBlock[] {
  const { price, counts } = mailWordsIn(lang);
  const rows: [string, string][] = booking.rooms.flatMap((room, index): [string, string][] => {
    const extras = room.extras ?? [];
    const rate: [string, string] = [
      fill(price.room, {
        number: index + 1,
        room: roomTypeNameIn(room.roomTypeName, lang),
        rates: room.rates
          .map((run) => fill(price.rate, { nightly: formatRupees(run.nightly), nights: countWords(counts.nights, run.nights) }))
          .join(" + "),
      }),
      // The room's rate alone; its extra guests follow on lines of their own (product-rules.md: Occupancy).
      formatRupees(room.subtotalPaise - sumOf(extras, (line) => line.amount)),
    ];
    return [rate, ...extras.map((line): [string, string] => [extraChargeText(line, price.extraGuests), formatRupees(line.amount)])];
  });
  rows.push([price.subtotal, formatRupees(booking.totals.subtotal)]);
  if (booking.totals.discount > 0) rows.push([price.discount, `−${formatRupees(booking.totals.discount)}`]);
  rows.push([gstLabelIn("CGST", booking.taxes, lang), formatRupees(booking.totals.cgst)]);
  rows.push([gstLabelIn("SGST", booking.taxes, lang), formatRupees(booking.totals.sgst)]);
  // A deposit asked online makes "to pay at the hotel" untrue of the whole total: the caller says so.
  rows.push([totalLabel ?? price.total, formatRupees(booking.totals.total)]);
  return [heading(price.heading), amounts(rows)];
}

/** The cancellation policy, with the group rule when the booking is a group's. */
export function cancellationBlocks(booking: BookingMailData, lang: Lang = "en"): MailBlock[] {
  const group = booking.rooms.length >= hotel.cancellation.groupMinRooms;
  const policy = policySentences(lang);
  return [
    heading(mailWordsIn(lang).cancellationHeading),
    paragraph(group ? policy.groupCancellation : policy.individualCancellation),
    paragraph(policy.noShow),
  ];
}

/** How to reach a person at the hotel. */
export const contactParagraph = (lang: Lang = "en") =>
  paragraph(
    fill(mailWordsIn(lang).contact, { phone: hotel.phones.primary.display, messaging: hotel.messaging.label }),
  );
