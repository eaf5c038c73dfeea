import { describe, expect, it } from "vitest";
import { type Offer, type TaxTable, hotel } from "../content/hotel";
import { offerFor, type PriceStayInput, priceStay, taxSlabFor, taxTableOn } from "./price-stay";

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

describe("GST in the identity config (product-rules.md: One price and tax calculation)", () => {
  it("is the law in force since 22 September 2025: 5% up to ₹7,500 a night, 18% above", () => {
    expect(hotel.taxTables).toEqual([
      {
        from: "2025-09-22",
        slabs: [
          { upToNightlyPaise: 750_000, cgstBasisPoints: 250, sgstBasisPoints: 250 },
          { upToNightlyPaise: null, cgstBasisPoints: 900, sgstBasisPoints: 900 },
        ],
      },
    ]);
  });
});

describe("taxSlabFor: the band a nightly rate falls in", () => {
  const { slabs } = hotel.taxTables[0];

  it("covers ₹7,500 exactly with the 5% band and a paisa more with 18%", () => {
    expect(taxSlabFor(0, slabs).cgstBasisPoints).toBe(250);
    expect(taxSlabFor(750_000, slabs).cgstBasisPoints).toBe(250);
    expect(taxSlabFor(750_001, slabs).cgstBasisPoints).toBe(900);
    expect(taxSlabFor(5_000_000, slabs).sgstBasisPoints).toBe(900);
  });

  it("picks the lowest ceiling the rate fits, whatever the order", () => {
    const unordered = [
      { upToNightlyPaise: null, cgstBasisPoints: 1400, sgstBasisPoints: 1400 },
      { upToNightlyPaise: 100_000, cgstBasisPoints: 0, sgstBasisPoints: 0 },
      { upToNightlyPaise: 750_000, cgstBasisPoints: 600, sgstBasisPoints: 600 },
    ];
    expect(taxSlabFor(100_000, unordered).cgstBasisPoints).toBe(0);
    expect(taxSlabFor(100_001, unordered).cgstBasisPoints).toBe(600);
    expect(taxSlabFor(750_001, unordered).cgstBasisPoints).toBe(1400);
  });

  it("refuses a rate above every ceiling", () => {
    expect(() => taxSlabFor(600, [{ upToNightlyPaise: 500, cgstBasisPoints: 1, sgstBasisPoints: 1 }])).toThrow(
      RangeError,
    );
  });
});

describe("taxTableOn: the law of a night", () => {
  const tables: TaxTable[] = [
    { from: "2027-04-01", slabs: [{ upToNightlyPaise: null, cgstBasisPoints: 600, sgstBasisPoints: 600 }] },
    { from: "2025-09-22", slabs: hotel.taxTables[0].slabs },
  ];

  it("is the latest table whose date has come, the change taking effect on its own date", () => {
    expect(taxTableOn("2027-03-31", tables).from).toBe("2025-09-22");
    expect(taxTableOn("2027-04-01", tables).from).toBe("2027-04-01");
    expect(taxTableOn("2030-01-01", tables).from).toBe("2027-04-01");
  });

  it("refuses a night before any table", () => {
    expect(() => taxTableOn("2025-09-21", tables)).toThrow(RangeError);
  });

  it("taxes each night of a stay across a change by its own night's law", () => {
    // Four nights from 30 March 2027: two at 5%, two under a flat 12% from 1 April.
    const price = priceStay({
      checkIn: "2027-03-30",
      checkOut: "2027-04-03",
      taxTables: tables,
      rooms: [{ roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 500_000, adults: 2, children: 0 }],
    });
    expect(price.rooms[0]).toMatchObject({ subtotal: 2_000_000, cgst: 85_000, sgst: 85_000, total: 2_170_000 });
    expect(price.taxes).toEqual([
      { cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 1_000_000, cgst: 25_000, sgst: 25_000 },
      { cgstBasisPoints: 600, sgstBasisPoints: 600, taxable: 1_000_000, cgst: 60_000, sgst: 60_000 },
    ]);
  });
});

describe("priceStay, one room, one night", () => {
  const fivePercent = { cgstBasisPoints: 250, sgstBasisPoints: 250 };
  const eighteenPercent = { cgstBasisPoints: 900, sgstBasisPoints: 900 };

  it("₹6,999 without offer: 5%, CGST rounded half up", () => {
    const price = oneRoom(699_900, outsideOffer);
    expect(price.offer).toBeNull();
    expect(price.rooms[0]).toMatchObject({
      nightly: 699_900,
      nights: 1,
      subtotal: 699_900,
      discount: 0,
      cgst: 17_498, // 17,497.5 paise
      sgst: 17_498,
      total: 734_896,
      taxes: [{ ...fivePercent, taxable: 699_900, cgst: 17_498, sgst: 17_498 }],
    });
  });

  it("₹8,000 with 10% off: ₹7,200 a night falls to 5%", () => {
    const price = oneRoom(800_000, insideOffer);
    expect(price.offer).toEqual({ id: "festive", title: "Festive season offer", percentOff: 10, hi: { title: "त्योहारी मौसम का ऑफ़र" } });
    expect(price.rooms[0]).toMatchObject({
      discount: 80_000,
      cgst: 18_000,
      sgst: 18_000,
      total: 756_000,
      taxes: [{ ...fivePercent, taxable: 720_000, cgst: 18_000, sgst: 18_000 }],
    });
  });

  // One night at the edges of the two bands, with and without the offer: the rate, the dates, the room's figures.
  const fivePercentTax = [expect.objectContaining(fivePercent)];
  const eighteenPercentTax = [expect.objectContaining(eighteenPercent)];
  it.each([
    ["₹7,500 without offer: still 5%", 750_000, outsideOffer, { cgst: 18_750, sgst: 18_750, total: 787_500, taxes: fivePercentTax }],
    // CGST 67,500.09 paise.
    ["₹7,500.01 without offer: 18%", 750_001, outsideOffer, { discount: 0, cgst: 67_500, sgst: 67_500, total: 885_001, taxes: eighteenPercentTax }],
    // CGST 15,747.75 paise.
    ["₹6,999 with 10% off", 699_900, insideOffer, { discount: 69_990, cgst: 15_748, sgst: 15_748, total: 661_406 }],
    // CGST 18,749.25 paise.
    ["₹8,333 −10% = ₹7,499.70: 5%", 833_300, insideOffer, { discount: 83_330, cgst: 18_749, sgst: 18_749, total: 787_468, taxes: fivePercentTax }],
    // CGST 67,505.4 paise.
    ["₹8,334 −10% = ₹7,500.60: 18%", 833_400, insideOffer, { discount: 83_340, cgst: 67_505, sgst: 67_505, total: 885_070, taxes: eighteenPercentTax }],
  ] as const)("%s", (_case, nightlyPaise, dates, figures) => {
    expect(oneRoom(nightlyPaise, dates).rooms[0]).toMatchObject(figures);
  });

  it("rounds the discount half up", () => {
    expect(oneRoom(123_455, insideOffer).rooms[0].discount).toBe(12_346); // 12,345.5
  });
});

describe("priceStay, longer stays and more rooms", () => {
  it("multiplies by whole nights before discount and tax", () => {
    const price = oneRoom(833_400, { checkIn: "2026-10-01", checkOut: "2026-10-04" });
    expect(price.nights).toBe(3);
    expect(price.rooms[0]).toMatchObject({
      nights: 3,
      subtotal: 2_500_200,
      discount: 250_020,
      cgst: 202_516, // 202,516.2
      sgst: 202_516,
      total: 2_655_212,
    });
  });

  it("prices 5 rooms, sums the rows and groups the tax by rate", () => {
    const nightly = [699_900, 750_000, 833_300, 833_400, 1_200_000];
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
    expect(price.rooms.map((r) => r.taxes.map((t) => t.cgstBasisPoints + t.sgstBasisPoints))).toEqual([
      [500],
      [500],
      [500],
      [1800],
      [1800],
    ]);
    expect(price.rooms.map((r) => r.children)).toEqual([0, 1, 2, 0, 1]);
    const sum = (key: "subtotal" | "discount" | "cgst" | "sgst" | "total", rooms = price.rooms) =>
      rooms.reduce((t, r) => t + r[key], 0);
    expect(price.totals).toEqual({
      subtotal: sum("subtotal"),
      discount: sum("discount"),
      cgst: sum("cgst"),
      sgst: sum("sgst"),
      total: sum("total"),
    });
    const [low, high] = [price.rooms.slice(0, 3), price.rooms.slice(3)];
    expect(price.taxes).toEqual([
      {
        cgstBasisPoints: 250,
        sgstBasisPoints: 250,
        taxable: sum("subtotal", low) - sum("discount", low),
        cgst: sum("cgst", low),
        sgst: sum("sgst", low),
      },
      {
        cgstBasisPoints: 900,
        sgstBasisPoints: 900,
        taxable: sum("subtotal", high) - sum("discount", high),
        cgst: sum("cgst", high),
        sgst: sum("sgst", high),
      },
    ]);
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

describe("nights at different rates (product-rules.md: Rates and rate periods)", () => {
  const stay = { checkIn: "2026-09-10", checkOut: "2026-09-13" } as const;
  const room = { roomId: 2, roomTypeName: "Super Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 0 };

  it("prices each night at its own rate and groups the nights by rate", () => {
    const price = priceStay({ ...stay, rooms: [{ ...room, nightlyRatesPaise: [450_000, 600_000, 600_000] }] });
    const [priced] = price.rooms;
    expect(priced.rates).toEqual([
      { nightly: 450_000, nights: 1 },
      { nightly: 600_000, nights: 2 },
    ]);
    expect(priced.nightly).toBe(450_000);
    expect(priced.subtotal).toBe(1_650_000);
    // All three nights stay in the 5% band: 2.5% + 2.5% of ₹16,500.
    expect(priced.cgst).toBe(41_250);
    expect(price.totals.total).toBe(1_650_000 + 2 * 41_250);
  });

  it("puts a festival night above ₹7,500 in the 18% band and the others in 5%", () => {
    const price = priceStay({ ...stay, rooms: [{ ...room, nightlyRatesPaise: [450_000, 900_000, 450_000] }] });
    expect(price.taxes).toEqual([
      { cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 900_000, cgst: 22_500, sgst: 22_500 },
      { cgstBasisPoints: 900, sgstBasisPoints: 900, taxable: 900_000, cgst: 81_000, sgst: 81_000 },
    ]);
    expect(price.rooms[0].rates).toEqual([
      { nightly: 450_000, nights: 1 },
      { nightly: 900_000, nights: 1 },
      { nightly: 450_000, nights: 1 },
    ]);
  });

  it("takes the offer off each run of nights before choosing its band", () => {
    // Check-in inside the festive offer: ₹8,000 less 10% is ₹7,200, inside the 5% band.
    const price = priceStay({
      checkIn: "2026-10-05",
      checkOut: "2026-10-07",
      rooms: [{ ...room, nightlyRatesPaise: [450_000, 800_000] }],
    });
    expect(price.totals.discount).toBe(45_000 + 80_000);
    expect(price.taxes).toEqual([
      { cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 1_125_000, cgst: 28_125, sgst: 28_125 },
    ]);
  });

  it("is the same as one rate when every night has it", () => {
    const listed = priceStay({ ...stay, rooms: [{ ...room, nightlyRatesPaise: [450_000, 450_000, 450_000] }] });
    expect(listed).toEqual(priceStay({ ...stay, rooms: [room] }));
    expect(listed.rooms[0].rates).toEqual([{ nightly: 450_000, nights: 3 }]);
  });

  it("refuses a list that does not match the nights, or a rate in fractions of a paisa", () => {
    expect(() => priceStay({ ...stay, rooms: [{ ...room, nightlyRatesPaise: [450_000, 450_000] }] })).toThrow(RangeError);
    expect(() => priceStay({ ...stay, rooms: [{ ...room, nightlyRatesPaise: [450_000, 0.5, 450_000] }] })).toThrow(
      RangeError,
    );
  });
});
