/**
 * Charges, discounts, corrections and voids on a stay's folio (product-rules.md: The folio and the
 * tax invoice). Nothing posted is changed: a discount or correction is a negative line of its own
 * with a reason, a void reverses one line exactly. Each form posts once (its key is the line's
 * request_key), and no line is posted once the invoice is issued: the guard is in the INSERT, so a
 * charge sent while the guest is being checked out is refused rather than left off the invoice.
 */
import { categoryLabel, chargeRate, followsRoomSlab, isDeskChargeCategory } from "~/domain/charge-catalogue";
import { type ChargeCategoryKey, chargeCategoryKeys, folioLimits, pricedLine, reversedMoney } from "~/domain/folio";
import { todayInHotel } from "~/domain/hotel-date";
import { formatRupees } from "~/domain/money";
import { readBillingSettings } from "./billing-settings.server";
import { type FolioBooking, fieldsRefused, folioBookingOf, folioMessages, replayOfKey } from "./folio-booking.server";
import { type FolioLineRow, folioLineColumns, folioLineOf } from "./folio-line-rows.server";
import type { FolioOutcome, PostAdjustmentRequest, PostChargeRequest, VoidLineRequest } from "./folio-services";

export const postingMessages = {
  category: "Choose a charge from the list.",
  description: `Describe the charge in 1 to ${folioLimits.descriptionLength} characters.`,
  quantity: `Enter a quantity from 1 to ${folioLimits.maxQuantity}.`,
  unit: `Enter a price from ₹0.01 to ${formatRupees(folioLimits.maxAmountPaise)}.`,
  amount: `Enter an amount from ₹0.01 to ${formatRupees(folioLimits.maxAmountPaise)}.`,
  reason: `Give the reason in 1 to ${folioLimits.reasonLength} characters.`,
  kind: "Choose a discount or a correction.",
  nothingToReduce: (label: string) => `There are no ${label.toLowerCase()} charges on this folio to take anything off.`,
  tooMuch: (label: string, most: string) => `At most ${most} can be taken off the ${label.toLowerCase()} charges.`,
  noLine: "There is no such line on this folio.",
  voidOfVoid: "A void cannot be voided; post the charge again instead.",
  alreadyVoided: "This line has already been voided.",
} as const;

const isWhole = (value: number, least: number, most: number) => Number.isSafeInteger(value) && value >= least && value <= most;

function lengthOk(text: string, most: number): boolean {
  return text.length >= 1 && text.length <= most;
}

/** The booking and whether it may take a line now, or the answer that refuses it (or replays the form). */
async function openFolio(db: D1Database, reference: string, requestKey: string, needsInHouse: boolean): Promise<{ booking: FolioBooking } | { answer: FolioOutcome }> {
  const booking = await folioBookingOf(db, reference);
  if (!booking) return { answer: { ok: false, status: 404, message: folioMessages.noBooking } };
  const replay = await replayOfKey(db, "folio_lines", requestKey, booking.id);
  if (replay) return { answer: replay };
  if (booking.invoiced) return { answer: { ok: false, status: 409, message: folioMessages.invoiced } };
  if (needsInHouse && booking.status !== "checked_in") return { answer: { ok: false, status: 409, message: folioMessages.notInHouse } };
  return { booking };
}

interface NewLine {
  kind: "charge" | "discount" | "correction" | "void";
  category: ChargeCategoryKey;
  bookingRoomId: number | null;
  night: string | null;
  description: string;
  code: string;
  quantity: number;
  unitPaise: number;
  money: { taxablePaise: number; cgstPaise: number; sgstPaise: number; totalPaise: number };
  cgstBasisPoints: number;
  sgstBasisPoints: number;
  voidsLineId: number | null;
  reason: string;
}

/**
 * Writes one line if the folio is still open (and, for charges, the guest still in), once per key.
 * When nothing was written the answer comes from what is there now.
 */
async function postLine(
  db: D1Database,
  booking: FolioBooking,
  request: { reference: string; requestKey: string; staff: { email: string }; now: Date },
  line: NewLine,
  needsInHouse: boolean,
): Promise<FolioOutcome> {
  const statement = db
    .prepare(
      `INSERT INTO folio_lines (booking_id, kind, category, booking_room_id, night, description, code, quantity, unit_paise,
         taxable_paise, cgst_basis_points, sgst_basis_points, cgst_paise, sgst_paise, total_paise, voids_line_id, reason,
         posted_by, posted_at, request_key)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20
       WHERE NOT EXISTS (SELECT 1 FROM tax_documents WHERE booking_id = ?1 AND kind = 'invoice')
         AND (?21 = 0 OR EXISTS (SELECT 1 FROM bookings WHERE id = ?1 AND status = 'checked_in'))`,
    )
    .bind(
      booking.id,
      line.kind,
      line.category,
      line.bookingRoomId,
      line.night,
      line.description,
      line.code,
      line.quantity,
      line.unitPaise,
      line.money.taxablePaise,
      line.cgstBasisPoints,
      line.sgstBasisPoints,
      line.money.cgstPaise,
      line.money.sgstPaise,
      line.money.totalPaise,
      line.voidsLineId,
      line.reason,
      request.staff.email,
      request.now.toISOString(),
      request.requestKey,
      needsInHouse ? 1 : 0,
    );
  try {
    const result = await statement.run();
    if ((result.meta.changes ?? 0) === 1) return { ok: true, replayed: false };
  } catch (error) {
    // The same form sent twice at once, or the line voided by another desk a moment ago.
    const replay = await replayOfKey(db, "folio_lines", request.requestKey, booking.id);
    if (replay) return replay;
    if (line.voidsLineId !== null) return { ok: false, status: 409, message: postingMessages.alreadyVoided };
    throw error;
  }
  const now = await folioBookingOf(db, request.reference);
  if (now?.invoiced) return { ok: false, status: 409, message: folioMessages.invoiced };
  if (needsInHouse && now?.status !== "checked_in") return { ok: false, status: 409, message: folioMessages.notInHouse };
  return { ok: false, status: 409, message: folioMessages.changed };
}

/** What the guest pays for their dearest room on the last night posted: the band an extra bed joins. */
async function dearestRoomNight(db: D1Database, bookingId: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COALESCE(MAX(amount), 0) AS amount FROM (
         SELECT SUM(line.unit_paise) AS amount FROM folio_lines AS line
         WHERE line.booking_id = ?1 AND line.kind IN ('room_night', 'extra_guests')
           AND line.night = (SELECT MAX(night) FROM folio_lines WHERE booking_id = ?1 AND kind = 'room_night')
           AND NOT EXISTS (SELECT 1 FROM folio_lines AS v WHERE v.voids_line_id = line.id)
         GROUP BY line.booking_room_id)`,
    )
    .bind(bookingId)
    .first<{ amount: number }>();
  return row?.amount ?? 0;
}

export async function postCharge(db: D1Database, request: PostChargeRequest): Promise<FolioOutcome> {
  const description = request.description.trim();
  const fields: Record<string, string> = {};
  if (!isDeskChargeCategory(request.category)) fields.category = postingMessages.category;
  if (!lengthOk(description, folioLimits.descriptionLength)) fields.description = postingMessages.description;
  if (!isWhole(request.quantity, 1, folioLimits.maxQuantity)) fields.quantity = postingMessages.quantity;
  if (!isWhole(request.unitPaise, 1, folioLimits.maxAmountPaise)) fields.unit_price = postingMessages.unit;
  if (Object.keys(fields).length > 0) return fieldsRefused(fields);
  const open = await openFolio(db, request.reference, request.requestKey, true);
  if ("answer" in open) return open.answer;
  const today = todayInHotel(request.now);
  const billing = await readBillingSettings(db);
  // An extra bed is accommodation: taxed in the band of the room it goes into with the bed's price added.
  const roomNightPaise = followsRoomSlab(request.category, today) ? (await dearestRoomNight(db, open.booking.id)) + request.unitPaise : undefined;
  const rate = chargeRate(request.category, today, { specifiedPremises: billing.specifiedPremises, roomNightPaise });
  return postLine(
    db,
    open.booking,
    request,
    {
      kind: "charge",
      category: request.category,
      bookingRoomId: null,
      night: null,
      description,
      code: rate.code,
      quantity: request.quantity,
      unitPaise: request.unitPaise,
      money: pricedLine(request.quantity, request.unitPaise, rate),
      cgstBasisPoints: rate.cgstBasisPoints,
      sgstBasisPoints: rate.sgstBasisPoints,
      voidsLineId: null,
      reason: "",
    },
    true,
  );
}

/**
 * A discount or correction: a negative line taxed at the rate of the latest standing charge of the
 * category it reduces, never more than the category's charges less what was already taken off.
 */
export async function postAdjustment(db: D1Database, request: PostAdjustmentRequest): Promise<FolioOutcome> {
  const description = request.description.trim();
  const reason = request.reason.trim();
  const fields: Record<string, string> = {};
  if (request.kind !== "discount" && request.kind !== "correction") fields.kind = postingMessages.kind;
  if (!(chargeCategoryKeys as readonly string[]).includes(request.category)) fields.category = postingMessages.category;
  if (!lengthOk(description, folioLimits.descriptionLength)) fields.description = postingMessages.description;
  if (!isWhole(request.amountPaise, 1, folioLimits.maxAmountPaise)) fields.amount = postingMessages.amount;
  if (!lengthOk(reason, folioLimits.reasonLength)) fields.reason = postingMessages.reason;
  if (Object.keys(fields).length > 0) return fieldsRefused(fields);
  const open = await openFolio(db, request.reference, request.requestKey, true);
  if ("answer" in open) return open.answer;
  const today = todayInHotel(request.now);
  const label = categoryLabel(request.category, today);
  const [net, latest] = await Promise.all([
    db
      .prepare("SELECT COALESCE(SUM(taxable_paise), 0) AS net FROM folio_lines WHERE booking_id = ? AND category = ?")
      .bind(open.booking.id, request.category)
      .first<{ net: number }>(),
    db
      .prepare(
        `SELECT code, cgst_basis_points, sgst_basis_points FROM folio_lines AS line
         WHERE booking_id = ? AND category = ? AND kind <> 'void' AND taxable_paise > 0
           AND NOT EXISTS (SELECT 1 FROM folio_lines AS v WHERE v.voids_line_id = line.id)
         ORDER BY id DESC LIMIT 1`,
      )
      .bind(open.booking.id, request.category)
      .first<{ code: string; cgst_basis_points: number; sgst_basis_points: number }>(),
  ]);
  const netPaise = net?.net ?? 0;
  if (!latest || netPaise <= 0) return fieldsRefused({ category: postingMessages.nothingToReduce(label) });
  if (request.amountPaise > netPaise) return fieldsRefused({ amount: postingMessages.tooMuch(label, formatRupees(netPaise)) });
  const rate = { code: latest.code, cgstBasisPoints: latest.cgst_basis_points, sgstBasisPoints: latest.sgst_basis_points };
  return postLine(
    db,
    open.booking,
    request,
    {
      kind: request.kind,
      category: request.category,
      bookingRoomId: null,
      night: null,
      description,
      code: rate.code,
      quantity: 1,
      unitPaise: -request.amountPaise,
      money: pricedLine(1, -request.amountPaise, rate),
      cgstBasisPoints: rate.cgstBasisPoints,
      sgstBasisPoints: rate.sgstBasisPoints,
      voidsLineId: null,
      reason,
    },
    true,
  );
}

/**
 * A void: a line of exactly the negated amounts and tax of the line it reverses. Any line but a
 * void can be voided once, room nights too (a complimentary night); a voided night is not posted
 * again by the night audit.
 */
export async function voidLine(db: D1Database, request: VoidLineRequest): Promise<FolioOutcome> {
  const reason = request.reason.trim();
  if (!lengthOk(reason, folioLimits.reasonLength)) return fieldsRefused({ reason: postingMessages.reason });
  const open = await openFolio(db, request.reference, request.requestKey, false);
  if ("answer" in open) return open.answer;
  const row = await db
    .prepare(`SELECT ${folioLineColumns} FROM folio_lines AS line WHERE line.id = ? AND line.booking_id = ?`)
    .bind(Number.isSafeInteger(request.lineId) ? request.lineId : -1, open.booking.id)
    .first<FolioLineRow>();
  const line = row ? folioLineOf(row) : null;
  if (!line) return { ok: false, status: 404, message: postingMessages.noLine };
  if (line.kind === "void") return { ok: false, status: 409, message: postingMessages.voidOfVoid };
  if (line.voided) return { ok: false, status: 409, message: postingMessages.alreadyVoided };
  return postLine(
    db,
    open.booking,
    request,
    {
      kind: "void",
      category: line.category,
      bookingRoomId: line.bookingRoomId,
      night: line.night,
      description: `Void: ${line.description}`.slice(0, folioLimits.descriptionLength),
      code: line.code,
      quantity: line.quantity,
      unitPaise: -line.unitPaise || 0,
      money: reversedMoney(line),
      cgstBasisPoints: line.cgstBasisPoints,
      sgstBasisPoints: line.sgstBasisPoints,
      voidsLineId: line.id,
      reason,
    },
    false,
  );
}
