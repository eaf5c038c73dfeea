import type { IsoDate } from "~/content/hotel";
import { describe, expect, it } from "vitest";
import type { BookingConfirmation } from "~/domain/api-types";
import { formatRupees } from "~/domain/money";
import { priceStay } from "~/domain/price-stay";
import { bookingConfirmation } from "~/domain/booking-confirmation";
import type { TypeRate } from "~/domain/stay-room-input";
import { extraChargeText } from "~/domain/extra-charge-text";
import { priceSelection, receiptBreakdown, summaryBreakdown } from "./price-breakdown";
import { receiptWordsHi } from "./receipt-words.hi";
import { initialWizardState, wizardReducer } from "./wizard-state";
import { party, today } from "./wizard-test-support";

const rates = new Map<number, TypeRate>([
  [1, { room_type_name: "Deluxe Room", room_price: 4500 }],
  [3, { room_type_name: "Luxury Room", room_price: 8000 }],
  [4, { room_type_name: "Suite Room", room_price: 11000 }],
]);

/** The Deluxe Room's rate for each night the search was for (a festival's second night dearer); the Luxury Room's one rate. */
const nightlyRates = new Map<number, TypeRate>([
  [1, { room_type_name: "Deluxe Room", room_price: 4500, nightly_rates: [4500, 6000] }],
  [3, { room_type_name: "Luxury Room", room_price: 8000 }],
]);

/** Two rooms chosen, dinner added: the state step 4 prices. */
function twoRooms(checkIn: string, checkOut: string) {
  let state = initialWizardState({ today, checkIn, checkOut, rooms: party([2, 1], [1, 0]), selections: [1, 3] });
  state = wizardReducer(state, { type: "toggleService", key: "dinner" });
  return state;
}

/** What POST /api/bookings answers for the same stay (app/booking/wizard/booking-service.server.ts). */
function serverAnswer(checkIn: string, checkOut: string): BookingConfirmation {
  const price = priceStay({
    checkIn: checkIn as IsoDate,
    checkOut: checkOut as IsoDate,
    rooms: [
      { roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 1 },
      { roomId: 3, roomTypeName: "Luxury Room", nightlyPaise: 800_000, adults: 1, children: 0 },
    ],
    services: ["dinner"],
  });
  return bookingConfirmation(
    {
      reference: "ABCD2345",
      checkIn,
      checkOut,
      guest: { name: "Asha", email: "asha@example.com", phone: "9876543210", special_requests: "" },
    },
    price,
  );
}

describe("the summary's prices (step 4)", () => {
  it("prices every room at its type's rate with the one calculation, outside any offer", () => {
    const state = twoRooms("2027-03-10", "2027-03-12");
    const price = priceSelection(state, rates);
    if (!price) throw new Error("expected a price");
    const breakdown = summaryBreakdown(state, price);
    expect(breakdown.rooms).toEqual([
      { roomTypeName: "Deluxe Room", guests: "2 adults, 1 child", nightly: 450_000, rates: [{ nightly: 450_000, nights: 2 }], nights: 2, subtotal: 900_000, extras: [] },
      { roomTypeName: "Luxury Room", guests: "1 adult", nightly: 800_000, rates: [{ nightly: 800_000, nights: 2 }], nights: 2, subtotal: 1_600_000, extras: [] },
    ]);
    // Deluxe up to ₹7,500 a night: 2.5% + 2.5%; Luxury above ₹7,500: 9% + 9% (product-rules.md: One
    // price and tax calculation).
    expect(breakdown.totals).toEqual({
      subtotal: 2_500_000,
      discount: 0,
      cgst: 22_500 + 144_000,
      sgst: 22_500 + 144_000,
      total: 2_500_000 + 2 * 166_500,
    });
    expect(breakdown.taxes).toEqual([
      { cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 900_000, cgst: 22_500, sgst: 22_500 },
      { cgstBasisPoints: 900, sgstBasisPoints: 900, taxable: 1_600_000, cgst: 144_000, sgst: 144_000 },
    ]);
    expect(breakdown.offerLabel).toBeNull();
    expect(breakdown.services).toEqual([{ label: "Dinner Package" }]);
    expect(formatRupees(breakdown.totals.total)).toBe("₹28,330");
  });

  it("takes the festive offer off before tax, and the slab follows the discounted rate", () => {
    const state = twoRooms("2026-12-10", "2026-12-11");
    const price = priceSelection(state, rates);
    if (!price) throw new Error("expected a price");
    const breakdown = summaryBreakdown(state, price);
    expect(breakdown.offerLabel).toBe("Festive season offer (10% off)");
    // Luxury ₹8,000 less 10% is ₹7,200 a night: the 5% band now applies.
    expect(breakdown.totals).toEqual({
      subtotal: 1_250_000,
      discount: 45_000 + 80_000,
      cgst: 10_125 + 18_000,
      sgst: 10_125 + 18_000,
      total: 1_125_000 + 2 * 28_125,
    });
    expect(breakdown.taxes).toEqual([
      { cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 1_125_000, cgst: 28_125, sgst: 28_125 },
    ]);
  });

  it("prices each night at the rate the availability search gave for it (product-rules.md: Rates and rate periods)", () => {
    const state = twoRooms("2027-03-10", "2027-03-12");
    const price = priceSelection(state, nightlyRates);
    if (!price) throw new Error("expected a price");
    const [deluxe] = summaryBreakdown(state, price).rooms;
    expect(deluxe.rates).toEqual([
      { nightly: 450_000, nights: 1 },
      { nightly: 600_000, nights: 1 },
    ]);
    expect(deluxe.subtotal).toBe(1_050_000);
  });

  it("uses the type's one rate when the nightly rates were searched for other dates", () => {
    const state = twoRooms("2027-03-10", "2027-03-13");
    const price = priceSelection(state, nightlyRates);
    expect(price?.rooms[0].rates).toEqual([{ nightly: 450_000, nights: 3 }]);
  });

  it("waits while a selected type's rate is unknown", () => {
    const state = wizardReducer(twoRooms("2027-03-10", "2027-03-12"), { type: "dismissNotice" });
    expect(priceSelection({ ...state, rooms: [{ adults: 2, children: 0, selectedRoomId: 2 }] }, rates)).toBeNull();
    expect(priceSelection({ ...state, rooms: [{ adults: 2, children: 0, selectedRoomId: null }] }, rates)).toBeNull();
  });
});

describe("the receipt's prices (step 5)", () => {
  it("reads a receipt saved before rates were listed as every night at its one rate", () => {
    const saved = serverAnswer("2027-03-10", "2027-03-12");
    const withoutRates = { ...saved, rooms: saved.rooms.map(({ rates: _rates, ...room }) => room) };
    expect(receiptBreakdown(withoutRates).rooms.map((room) => room.rates)).toEqual([
      [{ nightly: 450_000, nights: 2 }],
      [{ nightly: 800_000, nights: 2 }],
    ]);
  });

  it("shows the server's numbers, and they agree with the summary for the same stay", () => {
    for (const [checkIn, checkOut] of [
      ["2027-03-10", "2027-03-12"],
      ["2026-12-10", "2026-12-11"],
    ]) {
      const state = twoRooms(checkIn, checkOut);
      const price = priceSelection(state, rates);
      if (!price) throw new Error("expected a price");
      expect(receiptBreakdown(serverAnswer(checkIn, checkOut))).toEqual(summaryBreakdown(state, price));
    }
  });

  it("uses the server's amounts even where a browser would compute otherwise", () => {
    const answer = serverAnswer("2027-03-10", "2027-03-11");
    const changed = { ...answer, totals: { ...answer.totals, total: answer.totals.total + 1 } };
    expect(receiptBreakdown(changed).totals.total).toBe(answer.totals.total + 1);
  });
});

describe("a receipt saved before GST lines were sent", () => {
  it("still shows, without rates", () => {
    const { taxes: _taxes, ...older } = serverAnswer("2027-03-10", "2027-03-11");
    expect(receiptBreakdown(older).taxes).toEqual([]);
  });
});

describe("extra guests in the breakdown (product-rules.md: Occupancy)", () => {
  it("keeps the room's row at rate × nights and lists each extra guest charge under it, from the server's answer", () => {
    const extras = [{ kind: "adult" as const, count: 1, nightly: 80_000, nights: 2, amount: 160_000 }];
    const confirmation = {
      reference: "ABCDEFGH",
      status: "pending" as const,
      check_in_date: "2026-09-01",
      check_out_date: "2026-09-03",
      nights: 2,
      guest: { name: "Meera", email: "m@example.com", phone: "+919876543210", special_requests: "" },
      rooms: [{ room_id: 1, room_type_name: "Deluxe Room", adults: 3, children: 0, nightly: 450_000, nights: 2, subtotal: 1_060_000, extras }],
      services: [],
      totals: { subtotal: 1_060_000, discount: 0, cgst: 26_500, sgst: 26_500, total: 1_113_000 },
    };
    const [room] = receiptBreakdown(confirmation).rooms;
    expect(room.subtotal).toBe(900_000);
    expect(room.extras).toEqual([{ label: "Extra adult × 1 × 2 nights", amount: 160_000 }]);
    // A receipt saved before extra charges existed shows as it did.
    const [older] = receiptBreakdown({ ...confirmation, rooms: [{ ...confirmation.rooms[0], extras: undefined, subtotal: 900_000 }] }).rooms;
    expect(older.extras).toEqual([]);
    expect(older.subtotal).toBe(900_000);
  });

  it("words the line in Hindi with the Hindi page's words", () => {
    const line = { kind: "child" as const, count: 1, nights: 1 };
    expect(extraChargeText(line, receiptWordsHi.extraGuests)).toBe("अतिरिक्त बच्चा (6–11 साल) × 1 × 1 रात");
    expect(extraChargeText({ ...line, kind: "adult", count: 2, nights: 3 }, receiptWordsHi.extraGuests)).toBe("अतिरिक्त वयस्क × 2 × 3 रातें");
    expect(extraChargeText({ ...line, nights: 1 })).toBe("Extra child (6–11) × 1 × 1 night");
  });
});
