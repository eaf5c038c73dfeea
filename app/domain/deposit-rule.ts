/**
 * Deposits (product-rules.md: Deposits): which rule a stay falls under, what it asks of the guest
 * and by when, and what is given back when a paid booking is cancelled. Pure, shared by the desk,
 * the wizard and the Worker; money in integer paise, with GST, as the guest pays it.
 */
import { sumOf } from "./sum-of";
import { type IsoDate, hotel } from "../content/hotel";
import { addDays, compareDates } from "./hotel-date";
import { divideRoundHalfUp } from "./money";
import { type StayPrice, nightlyAfterOffer, taxSlabFor, taxTableOn } from "./price-stay";

export type DepositRule =
  | { kind: "none" }
  | { kind: "first_night" }
  | { kind: "percent"; percent: number }
  | { kind: "full_stay" };

export type DepositRuleKind = DepositRule["kind"];

export const depositRuleKinds: readonly DepositRuleKind[] = ["none", "first_night", "percent", "full_stay"];

export interface DepositPolicy {
  /** The rule of a stay no rate period with its own rule covers. */
  defaultRule: DepositRule;
  /** How long a guest has to pay after asking: 1–168 hours. */
  payWithinHours: number;
  /** And never later than 00:00 hotel time this many days before arrival: 0–30. */
  latestDaysBeforeArrival: number;
  /** Whether a paid deposit confirms a pending booking at once. */
  confirmOnPayment: boolean;
}

export const payWithinHoursRange = { min: 1, max: 168 } as const;
export const latestDaysRange = { min: 0, max: 30 } as const;

/** The hotel before it sets a policy: no deposit anywhere, so nothing changes (pay at the hotel). */
export const noDepositPolicy: DepositPolicy = {
  defaultRule: { kind: "none" },
  payWithinHours: 24,
  latestDaysBeforeArrival: 2,
  confirmOnPayment: false,
};

export interface PeriodDepositRule {
  firstNight: IsoDate;
  lastNight: IsoDate;
  rule: DepositRule;
}

export interface DepositTerms {
  rule: DepositRule;
  /** Asked now, with GST. */
  amountPaise: number;
  /** Paid at the hotel: the stay's total less the deposit. */
  restPaise: number;
}

const isWholeBetween = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/** A rule as stored in a column pair or JSON, or null when it is not one (nothing is guessed). */
export function depositRuleOf(kind: unknown, percent?: unknown): DepositRule | null {
  if (kind === "none" || kind === "first_night" || kind === "full_stay") return { kind };
  if (kind === "percent" && isWholeBetween(percent, 1, 100)) return { kind, percent };
  return null;
}

/** A policy read back from JSON; null when any part of it is not a valid value. */
export function depositPolicyOf(value: unknown): DepositPolicy | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const rule = record.defaultRule as Record<string, unknown> | undefined;
  const defaultRule = rule && typeof rule === "object" ? depositRuleOf(rule.kind, rule.percent) : null;
  if (!defaultRule) return null;
  if (!isWholeBetween(record.payWithinHours, payWithinHoursRange.min, payWithinHoursRange.max)) return null;
  if (!isWholeBetween(record.latestDaysBeforeArrival, latestDaysRange.min, latestDaysRange.max)) return null;
  if (typeof record.confirmOnPayment !== "boolean") return null;
  return {
    defaultRule,
    payWithinHours: record.payWithinHours,
    latestDaysBeforeArrival: record.latestDaysBeforeArrival,
    confirmOnPayment: record.confirmOnPayment,
  };
}

/** What a booking's deposit row keeps of its rule: 'first_night', 'percent:30', 'full_stay'. */
export function depositRuleText(rule: DepositRule): string {
  return rule.kind === "percent" ? `percent:${rule.percent}` : rule.kind;
}

/** The rule a deposit row names, back from its text; null for anything else. */
export function depositRuleFromText(text: string): DepositRule | null {
  const [kind, percent] = text.split(":");
  return depositRuleOf(kind, percent === undefined ? undefined : Number(percent));
}

/**
 * The rule of the period holding the stay's earliest night that lies in a period with its own rule;
 * the default when no night does. Periods never overlap (the desk refuses it).
 */
export function depositRuleForStay(
  checkIn: IsoDate,
  checkOut: IsoDate,
  periods: readonly PeriodDepositRule[],
  defaultRule: DepositRule,
): DepositRule {
  let earliest: { night: IsoDate; rule: DepositRule } | null = null;
  const lastNight = addDays(checkOut, -1);
  for (const period of periods) {
    // The stay's first night inside this period, if any.
    const from = compareDates(period.firstNight, checkIn) > 0 ? period.firstNight : checkIn;
    const to = compareDates(period.lastNight, lastNight) < 0 ? period.lastNight : lastNight;
    if (compareDates(from, to) > 0) continue;
    if (!earliest || compareDates(from, earliest.night) < 0) earliest = { night: from, rule: period.rule };
  }
  return earliest?.rule ?? defaultRule;
}

/** Every room's first night as the guest pays it: its rate after any offer, its extras, its GST. */
export function firstNightPaise(price: StayPrice, checkIn?: IsoDate): number {
  const percentOff = price.offer?.percentOff ?? 0;
  let total = 0;
  for (const room of price.rooms) {
    const extras = sumOf(room.extras, (line) => line.count * line.nightly);
    const taxable = nightlyAfterOffer(room.nightly, percentOff) + extras;
    const band = firstNightBand(room.taxes, taxable, checkIn);
    total += taxable + basisPointsOf(taxable, band.cgstBasisPoints) + basisPointsOf(taxable, band.sgstBasisPoints);
  }
  return total;
}

function basisPointsOf(paise: number, basisPoints: number): number {
  return divideRoundHalfUp(paise * basisPoints, 10_000);
}

type Band = { cgstBasisPoints: number; sgstBasisPoints: number };

/**
 * The GST band of a room's first night: its one band when the room has one; otherwise the band the
 * law in force on check-in puts the night's price in (the table in force today without a date).
 */
function firstNightBand(bands: readonly Band[], taxable: number, checkIn?: IsoDate): Band {
  if (bands.length === 1) return bands[0];
  const table = checkIn ? taxTableOn(checkIn) : taxTableOn(latestTableDate());
  return taxSlabFor(taxable, table.slabs);
}

function latestTableDate(): IsoDate {
  return [...hotel.taxTables].map((table) => table.from).sort((a, b) => compareDates(b, a))[0];
}

/**
 * What a rule asks of a priced stay; null for no deposit. A percentage is of the stay's total,
 * rounded half up to the whole rupee and never more than the total.
 */
export function depositTerms(rule: DepositRule, price: StayPrice, checkIn?: IsoDate): DepositTerms | null {
  const total = price.totals.total;
  let amount: number;
  switch (rule.kind) {
    case "none":
      return null;
    case "first_night":
      amount = Math.min(firstNightPaise(price, checkIn), total);
      break;
    case "percent":
      amount = Math.min(divideRoundHalfUp(total * rule.percent, 100 * 100) * 100, total);
      break;
    case "full_stay":
      amount = total;
      break;
  }
  if (amount <= 0) return null;
  return { rule, amountPaise: amount, restPaise: total - amount };
}

const hourMs = 3_600_000;
/** India keeps one offset all year (no daylight saving): hotel midnight is 18:30 UTC the day before. */
const hotelOffsetMs = 5.5 * hourMs;

/** 00:00 hotel time at the start of `date`, as an instant. */
export function hotelMidnight(date: IsoDate): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day) - hotelOffsetMs);
}

/**
 * The deadline to pay: `payWithinHours` from now, but never later than 00:00 hotel time
 * `latestDaysBeforeArrival` days before arrival, and never sooner than an hour from now (a guest
 * needs time to pay, and the gateway refuses a link that expires within fifteen minutes).
 */
export function depositDueAt(now: Date, checkIn: IsoDate, policy: DepositPolicy): Date {
  const within = now.getTime() + policy.payWithinHours * hourMs;
  const latest = hotelMidnight(addDays(checkIn, -policy.latestDaysBeforeArrival)).getTime();
  const soonest = now.getTime() + hourMs;
  return new Date(Math.max(Math.min(within, latest), soonest));
}

/**
 * What a cancelled booking's paid deposit gives back (product-rules.md: Deposits). Cancelled while
 * cancellation is still free: everything paid. After that the hotel keeps the first night (the
 * policy's one night retained on a late cancellation), never more than was paid, and gives back the
 * rest.
 */
export function refundOnCancellation(paidPaise: number, firstNightKeptPaise: number, freeCancellation: boolean): number {
  if (paidPaise <= 0) return 0;
  if (freeCancellation) return paidPaise;
  return Math.max(paidPaise - Math.max(firstNightKeptPaise, 0), 0);
}
