import { describe, expect, it } from "vitest";
import type { IsoDate, TaxTable } from "../content/hotel";
import { priceStay } from "./price-stay";
import {
  type ChangedRoom,
  bookedOfferPercent,
  isChangeableStatus,
  nightRatesOf,
  priceStayChange,
  stayChangeDateProblems,
  stayChangeMessages,
} from "./stay-change";

const tables: TaxTable[] = [
  {
    from: "2020-01-01",
    slabs: [
      { upToNightlyPaise: 750_000, cgstBasisPoints: 250, sgstBasisPoints: 250 },
      { upToNightlyPaise: null, cgstBasisPoints: 900, sgstBasisPoints: 900 },
    ],
  },
];

const deluxe = (over: Partial<ChangedRoom> = {}): ChangedRoom => ({
  roomId: 1,
  roomTypeName: "Deluxe Room",
  adults: 2,
  children: 0,
  checkIn: "2026-12-10",
  booked: { roomId: 1, checkIn: "2026-12-10", ratesPaise: [400_000, 400_000] },
  inForcePaise: [500_000, 500_000, 500_000],
  ...over,
});

describe("nightRatesOf", () => {
  it("keeps the booked rate of nights the room already had and prices added nights at the rate in force", () => {
    expect(nightRatesOf(deluxe(), "2026-12-13")).toEqual([
      { night: "2026-12-10", paise: 400_000, kept: true },
      { night: "2026-12-11", paise: 400_000, kept: true },
      { night: "2026-12-12", paise: 500_000, kept: false },
    ]);
  });

  it("prices nights before the booked check-in at the rate in force (an earlier arrival)", () => {
    const room = deluxe({ checkIn: "2026-12-09", inForcePaise: [450_000, 500_000, 500_000] });
    expect(nightRatesOf(room, "2026-12-12").map((n) => [n.paise, n.kept])).toEqual([
      [450_000, false],
      [400_000, true],
      [400_000, true],
    ]);
  });

  it("prices every night of a room whose type changed at the rate in force", () => {
    const room = deluxe({ roomId: 2, roomTypeName: "Super Deluxe Room", inForcePaise: [600_000, 600_000] });
    expect(nightRatesOf(room, "2026-12-12").every((night) => !night.kept && night.paise === 600_000)).toBe(true);
  });

  it("prices every night of a room new to the booking at the rate in force", () => {
    expect(nightRatesOf(deluxe({ booked: null, inForcePaise: [500_000] }), "2026-12-11")).toEqual([
      { night: "2026-12-10", paise: 500_000, kept: false },
    ]);
  });

  it("refuses rates in force that do not cover the nights", () => {
    expect(() => nightRatesOf(deluxe(), "2026-12-12")).toThrow(RangeError);
  });
});

describe("bookedOfferPercent", () => {
  it("reads the offer back as a whole percentage of the rooms' rates, extra guests left out", () => {
    expect(bookedOfferPercent({ subtotalPaise: 900_000 + 100_000, discountPaise: 90_000, extrasPaise: 100_000 })).toBe(10);
    expect(bookedOfferPercent({ subtotalPaise: 1_333_333, discountPaise: 199_999, extrasPaise: 0 })).toBe(15);
  });

  it("is 0 for a booking without a discount", () => {
    expect(bookedOfferPercent({ subtotalPaise: 900_000, discountPaise: 0, extrasPaise: 0 })).toBe(0);
    expect(bookedOfferPercent({ subtotalPaise: 0, discountPaise: 0, extrasPaise: 0 })).toBe(0);
  });
});

describe("priceStayChange", () => {
  it("prices kept and added nights as one price calculation would, and totals the rooms", () => {
    const changed = priceStayChange({ checkOut: "2026-12-13", rooms: [deluxe()], percentOff: 0, taxTables: tables });
    const expected = priceStay({
      checkIn: "2026-12-10",
      checkOut: "2026-12-13",
      rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 400_000, nightlyRatesPaise: [400_000, 400_000, 500_000], adults: 2, children: 0 }],
      offers: [],
      taxTables: tables,
    });
    expect(changed.rooms[0]?.price).toEqual(expected.rooms[0]);
    expect(changed.totals).toEqual(expected.totals);
    expect(changed.totals.subtotal).toBe(1_300_000);
  });

  it("applies the booked offer to every night, kept or new, and none without one", () => {
    const withOffer = priceStayChange({ checkOut: "2026-12-13", rooms: [deluxe()], percentOff: 10, taxTables: tables });
    expect(withOffer.totals.discount).toBe(130_000);
    const without = priceStayChange({ checkOut: "2026-12-13", rooms: [deluxe()], percentOff: 0, taxTables: tables });
    expect(without.totals.discount).toBe(0);
  });

  it("charges extra guests for the new party's nights, outside the offer", () => {
    const extraGuests = { adults: 1, children: 0, adultNightlyPaise: 100_000, childNightlyPaise: 0 };
    const changed = priceStayChange({ checkOut: "2026-12-12", rooms: [deluxe({ adults: 3, extraGuests, inForcePaise: [500_000, 500_000] })], percentOff: 10, taxTables: tables });
    expect(changed.totals.subtotal).toBe(800_000 + 200_000);
    expect(changed.totals.discount).toBe(80_000);
    expect(changed.rooms[0]?.price.extras).toEqual([{ kind: "adult", count: 1, nightly: 100_000, nights: 2, amount: 200_000 }]);
  });

  it("takes GST by the slab of what is paid each night: a kept cheap night and a dear new night differ", () => {
    const room = deluxe({ booked: { roomId: 1, checkIn: "2026-12-10", ratesPaise: [700_000] }, inForcePaise: [800_000, 800_000] });
    const changed = priceStayChange({ checkOut: "2026-12-12", rooms: [room], percentOff: 0, taxTables: tables });
    expect(changed.rooms[0]?.price.taxes.map((line) => [line.cgstBasisPoints, line.taxable])).toEqual([
      [250, 700_000],
      [900, 800_000],
    ]);
  });

  it("prices a room added to a stay under way from its own first night", () => {
    const added = deluxe({ checkIn: "2026-12-11", booked: null, inForcePaise: [500_000, 500_000] });
    const changed = priceStayChange({ checkOut: "2026-12-13", rooms: [deluxe(), added], percentOff: 0, taxTables: tables });
    expect(changed.rooms[1]?.price.nights).toBe(2);
    expect(changed.totals.subtotal).toBe(1_300_000 + 1_000_000);
  });

  it("refuses a booking without rooms", () => {
    expect(() => priceStayChange({ checkOut: "2026-12-13", rooms: [], percentOff: 0 })).toThrow(RangeError);
  });
});

describe("isChangeableStatus", () => {
  it("lets pending, confirmed and checked-in bookings change, nothing else", () => {
    expect(["pending", "confirmed", "checked_in"].every(isChangeableStatus)).toBe(true);
    expect(["cancelled", "declined", "checked_out", "no_show"].some(isChangeableStatus)).toBe(false);
  });
});

describe("stayChangeDateProblems", () => {
  const today: IsoDate = "2026-12-10";
  const booked = (checkIn: IsoDate, checkOut: IsoDate) => ({ checkIn, checkOut });
  const base = { status: "confirmed" as const, booked: booked("2026-12-12", "2026-12-14"), today, maxNights: 30 };

  it("accepts a stay from today on", () => {
    expect(stayChangeDateProblems({ ...base, checkIn: today, checkOut: "2026-12-11" })).toEqual({});
  });

  it("refuses a check-in before today, a check-out not after check-in and missing dates", () => {
    expect(stayChangeDateProblems({ ...base, checkIn: "2026-12-09", checkOut: "2026-12-11" })).toEqual({ checkIn: stayChangeMessages.checkInPast });
    expect(stayChangeDateProblems({ ...base, checkIn: "2026-12-12", checkOut: "2026-12-12" })).toEqual({ checkOut: stayChangeMessages.checkOutNotAfter });
    expect(stayChangeDateProblems({ ...base, checkIn: "", checkOut: "nope" })).toEqual({
      checkIn: stayChangeMessages.checkInRequired,
      checkOut: stayChangeMessages.checkOutRequired,
    });
  });

  it("refuses a stay beyond the limit, unless it was booked longer and is not lengthened", () => {
    expect(stayChangeDateProblems({ ...base, checkIn: "2026-12-12", checkOut: "2027-01-12" })).toEqual({ checkOut: stayChangeMessages.tooLong(30) });
    const long = { ...base, booked: booked("2026-12-12", "2027-01-21") };
    expect(stayChangeDateProblems({ ...long, checkIn: "2026-12-12", checkOut: "2027-01-20" })).toEqual({});
    expect(stayChangeDateProblems({ ...long, checkIn: "2026-12-12", checkOut: "2027-01-22" })).toEqual({ checkOut: stayChangeMessages.tooLong(40) });
  });

  it("once checked in, keeps the check-in and lets the guest leave early, today at the soonest", () => {
    const inHouse = { ...base, status: "checked_in" as const, booked: booked("2026-12-08", "2026-12-14") };
    expect(stayChangeDateProblems({ ...inHouse, checkIn: "2026-12-08", checkOut: today })).toEqual({});
    expect(stayChangeDateProblems({ ...inHouse, checkIn: "2026-12-08", checkOut: "2026-12-09" })).toEqual({ checkOut: stayChangeMessages.checkOutPast });
    expect(stayChangeDateProblems({ ...inHouse, checkIn: "2026-12-09", checkOut: "2026-12-12" })).toEqual({ checkIn: stayChangeMessages.checkInFixed });
  });
});
