/**
 * What the desk can charge a stay for (product-rules.md: The folio and the tax invoice): each
 * category's label, its SAC code and its GST rate, kept as dated tables like the room slabs in
 * hotel.taxTables. A line takes the table in force on the day it is posted and keeps the rate it
 * was posted at, so a change in the law is a new table dated the day it takes effect and the old
 * ones stay for the lines posted before it.
 */
import { type IsoDate, type TaxTable, hotel } from "../content/hotel";
import { compareDates } from "./hotel-date";
import { taxSlabFor, taxTableOn } from "./price-stay";
import type { ChargeCategoryKey } from "./folio";
import { isOneOf } from "./one-of";

/** Half the GST to the Centre (CGST), half to Madhya Pradesh (SGST), in basis points each. */
export interface ChargeRate {
  code: string;
  cgstBasisPoints: number;
  sgstBasisPoints: number;
}

type Halves = { cgstBasisPoints: number; sgstBasisPoints: number };

/**
 * How a category's rate is found: accommodation by the room slab of the night's amount; food by
 * whether the hotel is "specified premises"; everything else one rate.
 */
export type CategoryRule =
  | { label: string; code: string; rate: "room_slab" }
  | { label: string; code: string; rate: "premises"; ordinary: Halves; specified: Halves }
  | { label: string; code: string; rate: "fixed"; halves: Halves };

export interface ChargeCatalogueTable {
  /** In force from this day (inclusive) until the next table's day. */
  from: IsoDate;
  categories: Readonly<Record<ChargeCategoryKey, CategoryRule>>;
}

const fivePercent: Halves = { cgstBasisPoints: 250, sgstBasisPoints: 250 };
const eighteenPercent: Halves = { cgstBasisPoints: 900, sgstBasisPoints: 900 };

/** SAC 996311: accommodation in hotels, inns, guest houses and the like. */
export const accommodationCode = "996311";

export const chargeCatalogue: readonly ChargeCatalogueTable[] = [
  {
    // GST Council, 56th meeting (from 22 September 2025): rooms 5% up to ₹7,500 a night, 18% above.
    // Restaurant service in a hotel 5% without input credit (notification 11/2017-CT(Rate), item
    // 7(ii)), 18% at "specified premises"; a cab with its driver 5% without input credit (item 8(vi)).
    from: "2025-09-22",
    categories: {
      room: { label: "Room", code: accommodationCode, rate: "room_slab" },
      extra_guests: { label: "Extra guests", code: accommodationCode, rate: "room_slab" },
      restaurant: { label: "Restaurant", code: "996331", rate: "premises", ordinary: fivePercent, specified: eighteenPercent },
      room_service: { label: "Room service", code: "996332", rate: "premises", ordinary: fivePercent, specified: eighteenPercent },
      laundry: { label: "Laundry", code: "999712", rate: "fixed", halves: eighteenPercent },
      spa: { label: "Spa", code: "999722", rate: "fixed", halves: eighteenPercent },
      transfer: { label: "Temple or airport transfer", code: "996601", rate: "fixed", halves: fivePercent },
      extra_bed: { label: "Extra bed", code: accommodationCode, rate: "room_slab" },
      other: { label: "Other", code: "999799", rate: "fixed", halves: eighteenPercent },
    },
  },
];

/** The categories staff post by hand on the folio; room nights and extra guests are posted night by night. */
export const deskChargeCategories = ["restaurant", "room_service", "laundry", "spa", "transfer", "extra_bed", "other"] as const satisfies readonly ChargeCategoryKey[];
export type DeskChargeCategory = (typeof deskChargeCategories)[number];

export const isDeskChargeCategory = (value: string): value is DeskChargeCategory => isOneOf(deskChargeCategories, value);

/** The catalogue in force on a day: the latest table whose day has come. */
export function catalogueOn(day: IsoDate, tables: readonly ChargeCatalogueTable[] = chargeCatalogue): ChargeCatalogueTable {
  const table = [...tables].sort((a, b) => compareDates(b.from, a.from)).find((t) => compareDates(t.from, day) <= 0);
  if (!table) throw new RangeError(`No charge catalogue is in force on ${day}`);
  return table;
}

/** The English label of a category, as the desk and the invoice's lines name it. */
export function categoryLabel(category: ChargeCategoryKey, day: IsoDate): string {
  return catalogueOn(day).categories[category].label;
}

export interface ChargeRateOptions {
  specifiedPremises: boolean;
  /**
   * For accommodation (room, extra guests, extra bed): what the guest pays for the room that night,
   * extra guests and beds included, after any offer; its slab decides the rate.
   */
  roomNightPaise?: number;
  tables?: readonly ChargeCatalogueTable[];
  roomTaxTables?: readonly TaxTable[];
}

/** The code and GST rate of a category on a day. Accommodation without the night's amount is a mistake and throws. */
export function chargeRate(category: ChargeCategoryKey, onDate: IsoDate, options: ChargeRateOptions): ChargeRate {
  const rule = catalogueOn(onDate, options.tables).categories[category];
  if (rule.rate === "fixed") return { code: rule.code, ...rule.halves };
  if (rule.rate === "premises") return { code: rule.code, ...(options.specifiedPremises ? rule.specified : rule.ordinary) };
  if (options.roomNightPaise === undefined) throw new RangeError(`The ${category} rate needs the night's room amount`);
  const slab = taxSlabFor(options.roomNightPaise, taxTableOn(onDate, options.roomTaxTables ?? hotel.taxTables).slabs);
  return { code: rule.code, cgstBasisPoints: slab.cgstBasisPoints, sgstBasisPoints: slab.sgstBasisPoints };
}

/** Whether a category's rate follows the room slab (and so needs the night's room amount). */
export function followsRoomSlab(category: ChargeCategoryKey, onDate: IsoDate): boolean {
  return catalogueOn(onDate).categories[category].rate === "room_slab";
}
