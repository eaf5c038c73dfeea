import { describe, expect, it } from "vitest";
import { type Offer, hotel } from "../content/hotel";
import { offerFor, type PriceStayInput, priceStay, taxSlabFor } from "./price-stay";

const outsideOffer = { checkIn: "2026-09-01", checkOut: "2026-09-02" } as const;
const insideOffer = { checkIn: "2026-10-01", checkOut: "2026-10-02" } as const;

function oneRoom(nightlyPaise: number, dates: Pick<PriceStayInput, "checkIn" | "checkOut">) {
  return priceStay({
    ...dates,
    rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise, adults: 2, children: 0 }],
  });
}

describe("the festive offer in the identity config", () => {
  it("is 10% from 2026-10-01 to 2027-01-31", () => {
    expect(hotel.offers).toEqual([
      expect.objectContaining({ percentOff: 10, startsOn: "2026-10-01", endsOn: "2027-01-31" }),
    ]);
  });
});

describe("tax slabs (product-rules.md: One price and tax calculation)", () => {
  it("are 9% below ₹7,000 a night and 18% from ₹7,000", () => {
    expect(taxSlabFor(0).cgstBasisPoints).toBe(450);
    expect(taxSlabFor(699_999).cgstBasisPoints).toBe(450);
    expect(taxSlabFor(700_000).cgstBasisPoints).toBe(900);
    expect(taxSlabFor(5_000_000).sgstBasisPoints).toBe(900);
  });

  it("picks the highest slab reached, whatever the order", () => {
    const slabs = [
      { minNightlyPaise: 1_000_000, cgstBasisPoints: 1400, sgstBasisPoints: 1400 },
      { minNightlyPaise: 0, cgstBasisPoints: 250, sgstBasisPoints: 250 },
      { minNightlyPaise: 750_000, cgstBasisPoints: 900, sgstBasisPoints: 900 },
    ];
    expect(taxSlabFor(749_999, slabs).cgstBasisPoints).toBe(250);
    expect(taxSlabFor(750_000, slabs).cgstBasisPoints).toBe(900);
    expect(taxSlabFor(1_000_000, slabs).cgstBasisPoints).toBe(1400);
  });

  it("refuses a rate no slab covers", () => {
    expect(() => taxSlabFor(100, [{ minNightlyPaise: 500, cgstBasisPoints: 1, sgstBasisPoints: 1 }])).toThrow(
      RangeError,
    );
  });
});

describe("priceStay, one room, one night", () => {
  it("₹6,999 without offer: 9%, CGST rounded half up", () => {
    const price = oneRoom(699_900, outsideOffer);
    expect(price.offer).toBeNull();
    expect(price.rooms[0]).toMatchObject({
      nightly: 699_900,
      nights: 1,
      subtotal: 699_900,
      discount: 0,
      cgst: 31_496, // 31,495.5 paise
      sgst: 31_496,
      total: 762_892,
      taxRateBasisPoints: 900,
    });
  });

  it("₹7,000 without offer: 18%", () => {
    expect(oneRoom(700_000, outsideOffer).rooms[0]).toMatchObject({
      subtotal: 700_000,
      discount: 0,
      cgst: 63_000,
      sgst: 63_000,
      total: 826_000,
      taxRateBasisPoints: 1800,
    });
  });

  it("₹7,000 with 10% off: ₹6,300 a night falls to 9%", () => {
    const price = oneRoom(700_000, insideOffer);
    expect(price.offer).toEqual({ id: "festive", title: "Festive season offer", percentOff: 10 });
    expect(price.rooms[0]).toMatchObject({
      discount: 70_000,
      cgst: 28_350,
      sgst: 28_350,
      total: 686_700,
      taxRateBasisPoints: 900,
    });
  });

  it("₹6,999 with 10% off", () => {
    expect(oneRoom(699_900, insideOffer).rooms[0]).toMatchObject({
      discount: 69_990,
      cgst: 28_346, // 28,345.95
      sgst: 28_346,
      total: 686_602,
      taxRateBasisPoints: 900,
    });
  });

  it("₹7,700 −10% = ₹6,930: 9%", () => {
    expect(oneRoom(770_000, insideOffer).rooms[0]).toMatchObject({
      discount: 77_000,
      cgst: 31_185,
      sgst: 31_185,
      total: 755_370,
      taxRateBasisPoints: 900,
    });
  });

  it("₹7,778 −10% = ₹7,000.20: 18%", () => {
    expect(oneRoom(777_800, insideOffer).rooms[0]).toMatchObject({
      discount: 77_780,
      cgst: 63_002, // 63,001.8
      sgst: 63_002,
      total: 826_024,
      taxRateBasisPoints: 1800,
    });
  });

  it("rounds the discount half up", () => {
    expect(oneRoom(123_455, insideOffer).rooms[0].discount).toBe(12_346); // 12,345.5
  });
});

describe("priceStay, longer stays and more rooms", () => {
  it("multiplies by whole nights before discount and tax", () => {
    const price = oneRoom(777_800, { checkIn: "2026-10-01", checkOut: "2026-10-04" });
    expect(price.nights).toBe(3);
    expect(price.rooms[0]).toMatchObject({
      nights: 3,
      subtotal: 2_333_400,
      discount: 233_340,
      cgst: 189_005, // 189,005.4
      sgst: 189_005,
      total: 2_478_070,
      taxRateBasisPoints: 1800,
    });
  });

  it("prices 5 rooms and sums the rows", () => {
    const nightly = [699_900, 700_000, 770_000, 777_800, 1_200_000];
    const price = priceStay({
      checkIn: "2026-12-30",
      checkOut: "2027-01-02",
      rooms: nightly.map((nightlyPaise, i) => ({
        roomId: i + 1,
        roomTypeName: `Room ${i + 1}`,
        nightlyPaise,
        adults: 1,
        children: i % 3,
      })),
    });
    expect(price.nights).toBe(3);
    expect(price.rooms).toHaveLength(5);
    expect(price.rooms.map((r) => r.taxRateBasisPoints)).toEqual([900, 900, 900, 1800, 1800]);
    expect(price.rooms.map((r) => r.children)).toEqual([0, 1, 2, 0, 1]);
    const sum = (key: "subtotal" | "discount" | "cgst" | "sgst" | "total") =>
      price.rooms.reduce((t, r) => t + r[key], 0);
    expect(price.totals).toEqual({
      subtotal: sum("subtotal"),
      discount: sum("discount"),
      cgst: sum("cgst"),
      sgst: sum("sgst"),
      total: sum("total"),
    });
    const { subtotal, discount, cgst, sgst, total } = price.totals;
    expect(total).toBe(subtotal - discount + cgst + sgst);
    expect(subtotal).toBe(3 * nightly.reduce((a, b) => a + b, 0));
    for (const value of Object.values(price.totals)) expect(Number.isInteger(value)).toBe(true);
  });
});

describe("offer window: judged by the check-in day", () => {
  it("applies from the first day to the last day, inclusive", () => {
    expect(oneRoom(700_000, { checkIn: "2026-10-01", checkOut: "2026-10-02" }).offer?.id).toBe("festive");
    expect(oneRoom(700_000, { checkIn: "2027-01-31", checkOut: "2027-02-01" }).offer?.id).toBe("festive");
  });

  it("does not apply the day before or the day after", () => {
    expect(oneRoom(700_000, { checkIn: "2026-09-30", checkOut: "2026-10-02" }).offer).toBeNull();
    expect(oneRoom(700_000, { checkIn: "2027-02-01", checkOut: "2027-02-02" }).offer).toBeNull();
  });

  it("covers every night of a stay that checks in inside it", () => {
    const price = oneRoom(700_000, { checkIn: "2027-01-31", checkOut: "2027-02-03" });
    expect(price.rooms[0].discount).toBe(210_000);
  });

  it("lets the largest of several offers win, without stacking", () => {
    const offers: Offer[] = [
      { id: "a", title: "A", percentOff: 5 },
      { id: "b", title: "B", percentOff: 15, startsOn: "2026-01-01" },
      { id: "c", title: "C", percentOff: 15 },
    ];
    expect(offerFor("2026-06-01", offers)?.id).toBe("b");
    expect(offerFor("2025-06-01", offers)?.id).toBe("c");
    expect(offerFor("2026-06-01", [])).toBeNull();
    expect(
      priceStay({
        ...outsideOffer,
        offers,
        rooms: [{ roomId: 1, roomTypeName: "X", nightlyPaise: 100_000, adults: 1, children: 0 }],
      }).rooms[0].discount,
    ).toBe(15_000);
  });
});

describe("services", () => {
  it("are listed at no cost and never enter the total", () => {
    const withServices = priceStay({
      ...outsideOffer,
      rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 700_000, adults: 2, children: 0 }],
      services: ["lunch", "airportPickup", "lunch"],
    });
    expect(withServices.services).toEqual([
      { key: "lunch", label: "Lunch Package", price: 0 },
      { key: "airportPickup", label: "Airport Pickup / Railway Station", price: 0 },
    ]);
    expect(withServices.totals.total).toBe(oneRoom(700_000, outsideOffer).totals.total);
  });
});

describe("input a schema should have refused", () => {
  const room = { roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 700_000, adults: 2, children: 0 };

  it("refuses zero and negative nights", () => {
    expect(() => priceStay({ checkIn: "2026-10-01", checkOut: "2026-10-01", rooms: [room] })).toThrow(RangeError);
    expect(() => priceStay({ checkIn: "2026-10-02", checkOut: "2026-10-01", rooms: [room] })).toThrow(RangeError);
  });

  it("refuses unreal dates, no rooms and fractional paise", () => {
    expect(() => priceStay({ checkIn: "2026-02-30", checkOut: "2026-03-02", rooms: [room] })).toThrow(RangeError);
    expect(() => priceStay({ ...outsideOffer, rooms: [] })).toThrow(RangeError);
    expect(() => priceStay({ ...outsideOffer, rooms: [{ ...room, nightlyPaise: 7000.5 }] })).toThrow(RangeError);
    expect(() => priceStay({ ...outsideOffer, rooms: [{ ...room, nightlyPaise: -1 }] })).toThrow(RangeError);
  });
});
