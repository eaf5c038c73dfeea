/**
 * The one price breakdown (product-rules.md: One price and tax calculation) the summary (step 4)
 * and the receipt (step 5) both show: per room the nightly rate, nights and room total; the number
 * of rooms; subtotal; the offer's discount when one applies; CGST; SGST; grand total. The summary
 * prices the wizard's selection with ~/domain/price-stay.ts from the inputs the server uses; the
 * receipt takes every amount from the server's answer.
 */
import { sumOf } from "~/domain/sum-of";
import type { IsoDate } from "~/content/hotel";
import { offerNameIn } from "~/content/hotel-in-lang";
import type { BookingConfirmation } from "~/domain/api-types";
import { type RoomGuests, guestWords } from "~/domain/guest-counts";
import { nightsBetween } from "~/domain/hotel-date";
import {
  type RateRun,
  type StayPrice,
  type StayRoomInput,
  type StayTotals,
  type TaxLine,
  offerFor,
  priceStay,
} from "~/domain/price-stay";
import type { ServiceKey } from "~/domain/services";
import { type TypeRate, stayRoomInput } from "~/domain/stay-room-input";
import { taxLinesFromJson } from "~/domain/tax-lines-json";
import type { ExtraCharge } from "~/domain/extra-guest-charges";
import { extraChargeText } from "~/domain/extra-charge-text";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { roomTypeNameIn } from "../../site/rooms/room-in-lang";
import { partyText } from "./booking-text";
import type { ReceiptWords } from "./receipt-words";
import type { WizardState } from "./wizard-model";

/**
 * The page's language and words (product-rules.md: Hindi): a breakdown made with them names the
 * room types, the guests, the offer and the services as the page does. Without them, English.
 */
export interface BreakdownWords {
  lang: Lang;
  receipt: ReceiptWords;
}


export interface BreakdownRoom {
  roomTypeName: string;
  guests: string;
  /** Paise per night, before any offer: the first night's when `rates` has several runs. */
  nightly: number;
  /** The nights grouped by rate (product-rules.md: Rates and rate periods); one run at one rate. */
  rates: readonly RateRun[];
  nights: number;
  /** Paise: nightly × nights, the room's rate alone. */
  subtotal: number;
  /** Extra-guest charges below the room's row (product-rules.md: Occupancy): "Extra adult × 1 × 2 nights". */
  extras: { label: string; amount: number }[];
}

export interface PriceBreakdown {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: BreakdownRoom[];
  /** "Festive season offer (10% off)" while an offer applies; null otherwise. */
  offerLabel: string | null;
  totals: StayTotals;
  /** GST by rate, so the table can name each rate. */
  taxes: readonly TaxLine[];
  services: { label: string }[];
}

function offerLabel(checkIn: string, discount: number, words?: BreakdownWords): string | null {
  if (discount <= 0) return null;
  const offer = offerFor(checkIn as IsoDate);
  if (words) {
    const w = words.receipt.offer;
    return offer ? fill(w.label, { title: offerNameIn(offer, words.lang), percent: offer.percentOff }) : w.fallback;
  }
  return offer ? `${offer.title} (${offer.percentOff}% off)` : "Offer discount";
}

/**
 * The stay priced with the one calculation (product-rules.md: One price and tax calculation), or
 * null while a selected type's rate is unknown.
 */
export function priceSelection(
  state: Pick<WizardState, "checkIn" | "checkOut" | "rooms" | "services">,
  rates: ReadonlyMap<number, TypeRate>,
): StayPrice | null {
  const rooms: StayRoomInput[] = [];
  const nights = nightsBetween(state.checkIn as IsoDate, state.checkOut as IsoDate);
  for (const room of state.rooms) {
    const rate = room.selectedRoomId === null ? undefined : rates.get(room.selectedRoomId);
    if (!rate || room.selectedRoomId === null) return null;
    const party = { roomId: room.selectedRoomId, adults: room.adults, children: room.children, olderChildren: room.olderChildren };
    rooms.push(stayRoomInput(rate, party, nights));
  }
  return priceStay({
    checkIn: state.checkIn as IsoDate,
    checkOut: state.checkOut as IsoDate,
    rooms,
    services: state.services as ServiceKey[],
  });
}

/** What one room's row is made from, as the summary's price and the server's receipt both hold it. */
type PricedRoomRow = RoomGuests &
  Omit<BreakdownRoom, "roomTypeName" | "guests" | "rates" | "extras"> & { rates?: readonly RateRun[]; extras?: readonly ExtraCharge[] };

/** One room's row. */
function breakdownRoom(roomTypeName: string, room: PricedRoomRow, words?: BreakdownWords): BreakdownRoom {
  const extras = room.extras ?? [];
  return {
    roomTypeName: words ? roomTypeNameIn(roomTypeName, words.lang) : roomTypeName,
    guests: words ? partyText(room, words.receipt) : guestWords(room),
    nightly: room.nightly,
    rates: room.rates ?? [{ nightly: room.nightly, nights: room.nights }],
    nights: room.nights,
    // The row shows the rate × nights; the extra guests have lines of their own under it.
    subtotal: room.subtotal - sumOf(extras, (line) => line.amount),
    extras: extras.map((line) => ({ label: extraChargeText(line, words?.receipt.extraGuests), amount: line.amount })),
  };
}

/** A priced stay and its dates, as the summary and the receipt each hold it. */
interface PricedStay<Room extends PricedRoomRow> {
  checkIn: string;
  checkOut: string;
  nights: number;
  rooms: readonly Room[];
  totals: StayTotals;
  taxes: readonly TaxLine[];
  services: readonly { key: string; label: string }[];
}

/** The breakdown of `stay`; the summary and the receipt name a room's type differently. */
function breakdown<Room extends PricedRoomRow>(
  stay: PricedStay<Room>,
  roomTypeName: (room: Room) => string,
  words?: BreakdownWords,
): PriceBreakdown {
  const names: Readonly<Record<string, string>> | undefined = words?.receipt.services;
  return {
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    nights: stay.nights,
    rooms: stay.rooms.map((room) => breakdownRoom(roomTypeName(room), room, words)),
    totals: stay.totals,
    taxes: stay.taxes,
    offerLabel: offerLabel(stay.checkIn, stay.totals.discount, words),
    services: stay.services.map((service) => ({ label: names?.[service.key] ?? service.label })),
  };
}

/** The summary's breakdown (step 4), from the stay priced in the browser. */
export function summaryBreakdown(
  stay: Pick<WizardState, "checkIn" | "checkOut">,
  price: StayPrice,
  words?: BreakdownWords,
): PriceBreakdown {
  return breakdown({ ...price, checkIn: stay.checkIn, checkOut: stay.checkOut }, (room) => room.roomTypeName, words);
}

/**
 * The receipt's breakdown: the server's own numbers (the server is authoritative; product-rules.md:
 * One price and tax calculation).
 */
export function receiptBreakdown(confirmation: BookingConfirmation, words?: BreakdownWords): PriceBreakdown {
  const { check_in_date: checkIn, check_out_date: checkOut } = confirmation;
  const taxes = taxLinesFromJson(confirmation.taxes ?? []);
  return breakdown({ ...confirmation, checkIn, checkOut, taxes }, (room) => room.room_type_name, words);
}
