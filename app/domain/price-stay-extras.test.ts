import { describe, expect, it } from "vitest";
import type { Offer } from "../content/hotel";
import type { Occupancy } from "./occupancy";
import { priceStay } from "./price-stay";
import { stayRoomInput } from "./stay-room-input";

// Outside the seeded festive offer; two nights.
const stay = { checkIn: "2026-09-01", checkOut: "2026-09-03" } as const;
const occupancy: Occupancy = { baseGuests: 2, maxAdults: 3, maxGuests: 4, extraBeds: 1, extraAdultPaise: 80_000, extraChildPaise: 50_000 };

function price(roomPrice: number, party: { adults: number; children: number; olderChildren?: number }, offers: Offer[] = []) {
  const room = stayRoomInput({ room_type_name: "Luxury Room", room_price: roomPrice, occupancy }, { roomId: 3, ...party }, 2);
  return priceStay({ ...stay, rooms: [room], offers });
}

describe("extra guests in the one price calculation (product-rules.md: Occupancy)", () => {
  it("lists an extra adult a night for every night and adds it to the room", () => {
    const priced = price(4500, { adults: 3, children: 0 });
    expect(priced.rooms[0].extras).toEqual([{ kind: "adult", count: 1, nightly: 80_000, nights: 2, amount: 160_000 }]);
    expect(priced.rooms[0].subtotal).toBe(2 * 450_000 + 160_000);
    expect(priced.rooms[0].cgst).toBe(26_500);
    expect(priced.totals.total).toBe(1_060_000 + 53_000);
  });

  it("charges a child aged 6–11 beyond the base and never one of 5 or under", () => {
    expect(price(4500, { adults: 2, children: 1, olderChildren: 1 }).rooms[0].extras).toEqual([
      { kind: "child", count: 1, nightly: 50_000, nights: 2, amount: 100_000 },
    ]);
    expect(price(4500, { adults: 2, children: 2, olderChildren: 0 }).rooms[0].extras).toEqual([]);
  });

  it("has no extra line when the rate covers the party", () => {
    const priced = price(4500, { adults: 2, children: 0 });
    expect(priced.rooms[0].extras).toEqual([]);
    expect(priced.rooms[0].subtotal).toBe(900_000);
  });

  it("taxes the room at 18% when the extra adult takes its night above ₹7,500", () => {
    const under = price(7000, { adults: 2, children: 0 });
    expect(under.taxes.map((line) => line.cgstBasisPoints)).toEqual([250]);
    const over = price(7000, { adults: 3, children: 0 });
    expect(over.taxes).toEqual([{ cgstBasisPoints: 900, sgstBasisPoints: 900, taxable: 1_560_000, cgst: 140_400, sgst: 140_400 }]);
    expect(over.totals.total).toBe(1_560_000 + 280_800);
  });

  it("stays at 5% at exactly ₹7,500 with the extra guest", () => {
    const atCeiling = price(6700, { adults: 3, children: 0 });
    expect(atCeiling.taxes).toEqual([{ cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 1_500_000, cgst: 37_500, sgst: 37_500 }]);
  });

  it("takes the offer off the room's rate only, and judges the band on what is paid", () => {
    const festive: Offer = { id: "f", title: "Festive", percentOff: 10, startsOn: "2026-09-01", endsOn: "2026-09-30" };
    const priced = price(7500, { adults: 3, children: 0 }, [festive]);
    // ₹7,500 less 10% is ₹6,750; with the extra adult ₹7,550 a night: above the ceiling.
    expect(priced.rooms[0].discount).toBe(150_000);
    expect(priced.rooms[0].extras[0].amount).toBe(160_000);
    expect(priced.taxes[0].cgstBasisPoints).toBe(900);
    expect(priced.taxes[0].taxable).toBe(1_500_000 + 160_000 - 150_000);
  });

  it("refuses charges that are not whole paise", () => {
    const room = { roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 3, children: 0 };
    const extraGuests = { adults: 1, children: 0, adultNightlyPaise: 0.5, childNightlyPaise: 0 };
    expect(() => priceStay({ ...stay, rooms: [{ ...room, extraGuests }] })).toThrow(RangeError);
  });
});
