/**
 * The parts every booking e-mail shares, written as the receipt writes them: the stay, the rooms
 * with their guests and nightly rate × nights, the GST lines naming their rates, the total paid at
 * the hotel (product-rules.md: One price and tax calculation), and the cancellation policy in the
 * words the site's policies use (product-rules.md: Policy values).
 */
import { hotel } from "~/content/hotel";
import { policyFacts } from "~/content/policy-facts";
import { statusWords } from "~/domain/booking-status";
import { gstLabel } from "~/domain/gst-text";
import { formatRupees } from "~/domain/money";
import type { BookingMailData, BookingMailRoom } from "./booking-mail-data";
import { mailDate, plural } from "./mail-dates";
import { amounts, facts, heading, type MailBlock, paragraph } from "./mail-layout";

/** "2 adults, 1 child" */
export function guestsText(adults: number, children: number): string {
  return children > 0 ? `${plural(adults, "adult")}, ${plural(children, "child", "children")}` : plural(adults, "adult");
}

export function totalGuests(booking: BookingMailData): { adults: number; children: number } {
  return {
    adults: booking.rooms.reduce((sum, room) => sum + room.adults, 0),
    children: booking.rooms.reduce((sum, room) => sum + room.children, 0),
  };
}

/** "Deluxe Room: 2 adults, 1 child" */
const roomLine = (room: BookingMailRoom) => `${room.roomTypeName}: ${guestsText(room.adults, room.children)}`;

/** Reference, status, dates and times, rooms and guests. */
export function stayFacts(booking: BookingMailData): MailBlock {
  const guests = totalGuests(booking);
  return facts([
    ["Booking reference", booking.reference],
    ["Status", statusWords[booking.status]],
    ["Check-in", `${mailDate(booking.checkIn)}, from ${hotel.checkInTime}`],
    ["Check-out", `${mailDate(booking.checkOut)}, by ${hotel.checkOutTime}`],
    ["Nights", String(booking.nights)],
    ["Rooms", booking.rooms.map(roomLine).join("\n")],
    ["Guests", guestsText(guests.adults, guests.children)],
  ]);
}

/** The guest as they gave themselves, for the hotel. */
export function guestFacts(booking: BookingMailData): MailBlock {
  return facts([
    ["Name", booking.guest.name],
    ["E-mail", booking.guest.email],
    ["Phone", booking.guest.phone],
    ["Services", booking.services.length > 0 ? booking.services.join(", ") : "None"],
    ["Special requests", booking.specialRequests.trim() === "" ? "None" : booking.specialRequests],
  ]);
}

/** One line per room (rate × nights), the offer, CGST and SGST naming their rates, the total. */
export function priceBlocks(booking: BookingMailData): MailBlock[] {
  const rows: [string, string][] = booking.rooms.map((room, index) => [
    `Room ${index + 1}, ${room.roomTypeName}: ${room.rates.map((run) => `${formatRupees(run.nightly)} × ${plural(run.nights, "night")}`).join(" + ")}`,
    formatRupees(room.subtotalPaise),
  ]);
  rows.push(["Subtotal", formatRupees(booking.totals.subtotal)]);
  if (booking.totals.discount > 0) rows.push(["Offer discount", `−${formatRupees(booking.totals.discount)}`]);
  rows.push([gstLabel("CGST", booking.taxes), formatRupees(booking.totals.cgst)]);
  rows.push([gstLabel("SGST", booking.taxes), formatRupees(booking.totals.sgst)]);
  rows.push(["Total, to pay at the hotel", formatRupees(booking.totals.total)]);
  return [heading("Price"), amounts(rows)];
}

/** The cancellation policy, with the group rule when the booking is a group's. */
export function cancellationBlocks(booking: BookingMailData): MailBlock[] {
  const group = booking.rooms.length >= hotel.cancellation.groupMinRooms;
  return [
    heading("Cancellation"),
    paragraph(group ? policyFacts.groupCancellation : policyFacts.individualCancellation),
    paragraph(policyFacts.noShow),
  ];
}

/** How to reach a person at the hotel. */
export const contactParagraph = () =>
  paragraph(
  `Questions? Call ${hotel.phones.primary.display}, message us on ${hotel.messaging.label}, or reply to this e-mail.`,
);
