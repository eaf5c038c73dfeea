import { describe, expect, it } from "vitest";
import { type ChargeCatalogueTable, catalogueOn, chargeCatalogue, chargeRate, deskChargeCategories, isDeskChargeCategory } from "./charge-catalogue";
import { chargeCategoryKeys } from "./folio";

const day = "2026-11-27";
const ordinary = { specifiedPremises: false };

describe("the charge catalogue", () => {
  it("gives every category a label, a code and a rate", () => {
    for (const table of chargeCatalogue) {
      expect(Object.keys(table.categories).sort()).toEqual([...chargeCategoryKeys].sort());
      for (const rule of Object.values(table.categories)) expect(rule.code).toMatch(/^\d{6}$/);
    }
  });

  it("seeds the rates in force", () => {
    const rate = (category: Parameters<typeof chargeRate>[0], options = ordinary) => chargeRate(category, day, options);
    expect(rate("restaurant")).toEqual({ code: "996331", cgstBasisPoints: 250, sgstBasisPoints: 250 });
    expect(rate("room_service")).toEqual({ code: "996332", cgstBasisPoints: 250, sgstBasisPoints: 250 });
    expect(rate("restaurant", { specifiedPremises: true })).toEqual({ code: "996331", cgstBasisPoints: 900, sgstBasisPoints: 900 });
    expect(rate("room_service", { specifiedPremises: true })).toEqual({ code: "996332", cgstBasisPoints: 900, sgstBasisPoints: 900 });
    expect(rate("laundry")).toEqual({ code: "999712", cgstBasisPoints: 900, sgstBasisPoints: 900 });
    expect(rate("spa")).toEqual({ code: "999722", cgstBasisPoints: 900, sgstBasisPoints: 900 });
    expect(rate("transfer")).toEqual({ code: "996601", cgstBasisPoints: 250, sgstBasisPoints: 250 });
    expect(rate("other")).toEqual({ code: "999799", cgstBasisPoints: 900, sgstBasisPoints: 900 });
  });

  it("taxes accommodation by the room slab of the night's amount: 5% up to ₹7,500, 18% above", () => {
    for (const category of ["room", "extra_guests", "extra_bed"] as const) {
      expect(chargeRate(category, day, { ...ordinary, roomNightPaise: 750_000 })).toEqual({ code: "996311", cgstBasisPoints: 250, sgstBasisPoints: 250 });
      expect(chargeRate(category, day, { ...ordinary, roomNightPaise: 750_001 })).toEqual({ code: "996311", cgstBasisPoints: 900, sgstBasisPoints: 900 });
    }
    expect(() => chargeRate("room", day, ordinary)).toThrow(RangeError);
  });

  it("takes the table in force on the day, as dated data", () => {
    const tables: ChargeCatalogueTable[] = [
      ...chargeCatalogue,
      { from: "2027-04-01", categories: { ...(chargeCatalogue[0]?.categories ?? ({} as ChargeCatalogueTable["categories"])), laundry: { label: "Laundry", code: "999712", rate: "fixed", halves: { cgstBasisPoints: 600, sgstBasisPoints: 600 } } } },
    ];
    expect(chargeRate("laundry", "2027-03-31", { ...ordinary, tables }).cgstBasisPoints).toBe(900);
    expect(chargeRate("laundry", "2027-04-01", { ...ordinary, tables }).cgstBasisPoints).toBe(600);
    expect(() => catalogueOn("2025-09-21")).toThrow(RangeError);
  });

  it("lets staff post only the desk's categories by hand", () => {
    expect(deskChargeCategories).toEqual(["restaurant", "room_service", "laundry", "spa", "transfer", "extra_bed", "other"]);
    expect(isDeskChargeCategory("room")).toBe(false);
    expect(isDeskChargeCategory("extra_guests")).toBe(false);
    expect(isDeskChargeCategory("laundry")).toBe(true);
  });
});
