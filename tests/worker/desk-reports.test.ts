/**
 * The hotel's numbers (product-rules.md: The hotel's numbers) on a fixture month built here:
 * February 2031, 28 nights, the seed's 32 numbered rooms. Every figure below is worked out by hand
 * from the fixture in the comments beside it, never copied from what the code answers.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { TaxDocument, TaxDocumentLine } from "~/domain/tax-document";
import { hotelReport } from "~/desk/reports/hotel-report.server";
import { loader as csvLoader } from "../../app/desk/reports/admin-gstr1-csv";
import { loader as pageLoader } from "../../app/desk/reports/admin-reports";
import { createApp } from "../../workers/hono-app";
import { pageTakesPost } from "../../workers/http/page-routes";
import { resetRoomUnits } from "./booked-rooms";
import { clearDesk, deskRequestContext, loadEmbeddedOnlyPage, noonAt } from "./desk-helpers";

const february = { from: "2031-02-01", to: "2031-02-28" } as const;
const staffEmail = "reception@hotel.example";

interface Stay {
  reference: string;
  source: string;
  status: string;
  checkIn: string;
  checkOut: string;
  rooms?: number;
  roomId?: number;
  nightlyPaise: number;
  nightlyRates?: number[];
  discountPaise?: number;
  extraCharges?: { kind: "adult" | "child"; count: number; nightly: number; nights: number; amount: number }[];
  releasedFrom?: string;
}

const ids = new Map<string, { bookingId: number; roomIds: number[] }>();

async function insertStay(stay: Stay) {
  const nights = (Date.parse(stay.checkOut) - Date.parse(stay.checkIn)) / 86_400_000;
  const booking = await env.DB.prepare(
    `INSERT INTO bookings (reference, status, source, check_in_date, check_out_date, nights, guest_name, guest_email,
       guest_phone, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise)
     VALUES (?, ?, ?, ?, ?, ?, 'Asha Verma', 'asha@example.com', '+919876543210', 0, 0, 0, 0, 0) RETURNING id`,
  )
    .bind(stay.reference, stay.status, stay.source, stay.checkIn, stay.checkOut, nights)
    .first<{ id: number }>();
  const roomIds: number[] = [];
  for (let room = 0; room < (stay.rooms ?? 1); room += 1) {
    const row = await env.DB.prepare(
      `INSERT INTO booking_rooms (booking_id, room_id, check_in_date, check_out_date, adults, children, nightly_paise,
         nights, subtotal_paise, discount_paise, cgst_paise, sgst_paise, total_paise, status, released_from,
         nightly_rates, extra_charges)
       VALUES (?, ?, ?, ?, 2, 0, ?, ?, 0, ?, 0, 0, 0, ?, ?, ?, ?) RETURNING id`,
    )
      .bind(
        booking?.id,
        stay.roomId ?? 1,
        stay.checkIn,
        stay.checkOut,
        stay.nightlyPaise,
        nights,
        stay.discountPaise ?? 0,
        stay.status,
        stay.releasedFrom ?? null,
        stay.nightlyRates ? JSON.stringify(stay.nightlyRates) : null,
        stay.extraCharges ? JSON.stringify(stay.extraCharges) : null,
      )
      .first<{ id: number }>();
    roomIds.push(row?.id ?? 0);
  }
  ids.set(stay.reference, { bookingId: booking?.id ?? 0, roomIds });
}

let lineKeys = 0;
/** A folio line at 5% (2.5% + 2.5%), or a void of `voids` with the opposite amounts. */
async function postLine(reference: string, kind: string, taxablePaise: number, night: string | null, voids?: number) {
  const stay = ids.get(reference);
  const half = Math.round((Math.abs(taxablePaise) * 250) / 10_000) * Math.sign(taxablePaise);
  const row = await env.DB.prepare(
    `INSERT INTO folio_lines (booking_id, kind, category, booking_room_id, night, description, code, quantity, unit_paise,
       taxable_paise, cgst_basis_points, sgst_basis_points, cgst_paise, sgst_paise, total_paise, voids_line_id, reason,
       posted_by, posted_at, request_key)
     VALUES (?, ?, ?, ?, ?, 'Line', ?, 1, ?, ?, 250, 250, ?, ?, ?, ?, ?, ?, '2031-02-10T06:30:00.000Z', ?) RETURNING id`,
  )
    .bind(
      stay?.bookingId,
      kind,
      kind === "charge" ? "restaurant" : "room",
      night ? stay?.roomIds[0] : null,
      night,
      kind === "charge" ? "996331" : "996311",
      taxablePaise,
      taxablePaise,
      half,
      half,
      taxablePaise + 2 * half,
      voids ?? null,
      kind === "void" ? "Complimentary: anniversary" : "",
      staffEmail,
      `report-line-${lineKeys++}`,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}

const omkar = { legalName: 'Omkar Travels, "Yatra" LLP', gstin: "23AAAFO1234K1Z2", address: "4 Temple Road, Indore" };

function docLine(code: string, quantity: number, unitPaise: number, basisPoints: number, tax: number): TaxDocumentLine {
  const taxablePaise = quantity * unitPaise;
  return { description: "Line", code, quantity, unitPaise, taxablePaise, cgstBasisPoints: basisPoints, sgstBasisPoints: basisPoints, cgstPaise: tax, sgstPaise: tax, totalPaise: taxablePaise + 2 * tax };
}

let sequences = { invoice: 0, credit_note: 0 };
/** Writes a tax document as the check-out writes it: the columns and the whole document. */
async function issue(reference: string, kind: TaxDocument["kind"], issueDate: string, lines: TaxDocumentLine[], roundingPaise: number, b2b: boolean, invoiceId?: number) {
  sequences = { ...sequences, [kind]: sequences[kind] + 1 };
  const number = `${kind === "invoice" ? "NRR" : "NRC"}/30-31/${String(sequences[kind]).padStart(6, "0")}`;
  const rates = [...new Set(lines.map((each) => `${each.code}|${each.cgstBasisPoints}`))].map((key) => {
    const same = lines.filter((each) => `${each.code}|${each.cgstBasisPoints}` === key);
    return {
      code: same[0].code,
      cgstBasisPoints: same[0].cgstBasisPoints,
      sgstBasisPoints: same[0].sgstBasisPoints,
      taxablePaise: same.reduce((sum, each) => sum + each.taxablePaise, 0),
      cgstPaise: same.reduce((sum, each) => sum + each.cgstPaise, 0),
      sgstPaise: same.reduce((sum, each) => sum + each.sgstPaise, 0),
    };
  });
  const taxablePaise = lines.reduce((sum, each) => sum + each.taxablePaise, 0);
  const cgstPaise = lines.reduce((sum, each) => sum + each.cgstPaise, 0);
  const totalPaise = taxablePaise + 2 * cgstPaise + roundingPaise;
  const document: TaxDocument = {
    kind,
    number,
    financialYear: "2030-31",
    issueDate: issueDate as TaxDocument["issueDate"],
    supplier: { legalName: "Narmada Riverside Resort Pvt Ltd", tradeName: "Narmada Riverside Resort", gstin: "23AABCN0000A1Z0", address: ["Omkareshwar"], stateName: "Madhya Pradesh", stateCode: "23", phone: "", email: "" },
    recipient: { guestName: "Asha Verma", guestAddress: "12 Secret Lane, Bhopal", company: b2b ? omkar : null },
    placeOfSupply: { stateName: "Madhya Pradesh", stateCode: "23" },
    reverseCharge: false,
    bookingReference: reference,
    stay: { checkIn: "2031-02-01" as TaxDocument["issueDate"], checkOut: "2031-02-02" as TaxDocument["issueDate"], rooms: ["101"] },
    lines,
    rates,
    totals: { taxablePaise, cgstPaise, sgstPaise: cgstPaise, roundingPaise, totalPaise },
    totalInWords: "",
    corrects: invoiceId ? { number: "earlier", issueDate: "2031-02-01" as TaxDocument["issueDate"], reason: "Overcharged" } : null,
    lang: "en",
    issuedBy: staffEmail,
  };
  const row = await env.DB.prepare(
    `INSERT INTO tax_documents (booking_id, kind, financial_year, sequence, number, issue_date, issued_at, issued_by, invoice_id,
       reason, recipient_gstin, taxable_paise, cgst_paise, sgst_paise, rounding_paise, total_paise, document, request_key)
     VALUES (?, ?, '2030-31', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      ids.get(reference)?.bookingId,
      kind,
      sequences[kind],
      number,
      issueDate,
      `${issueDate}T06:30:00.000Z`,
      staffEmail,
      invoiceId ?? null,
      invoiceId ? "Overcharged" : "",
      b2b ? omkar.gstin : "",
      taxablePaise,
      cgstPaise,
      cgstPaise,
      roundingPaise,
      totalPaise,
      JSON.stringify(document),
      `report-doc-${number}`,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}

beforeAll(async () => {
  await clearDesk();
  await resetRoomUnits();
  // 32 rooms in service (12 + 10 + 6 + 4). Room 404 retired at 00:30 on 21 February hotel time
  // (19:00 UTC on the 20th): out of service from the night of the 21st, 8 nights (21st–28th).
  await env.DB.prepare("UPDATE room_units SET retired_at = '2031-02-20T19:00:00.000Z', retired_by = ? WHERE number = '404'").bind(staffEmail).run();
  // Room 401 out of order for the nights 10th–14th, back in service at noon on the 12th: only the
  // 10th and 11th are lost (2). Room 301 out of order since 25 January until the 3rd: the 1st and 2nd (2).
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO room_unit_blocks (unit_id, first_night, until_date, reason, created_by, created_at, lifted_at, lifted_by)
       VALUES ((SELECT id FROM room_units WHERE number = '401'), '2031-02-10', '2031-02-15', 'Leak', ?1, '2031-02-01T06:30:00.000Z', '2031-02-12T06:30:00.000Z', ?1)`,
    ).bind(staffEmail),
    env.DB.prepare(
      `INSERT INTO room_unit_blocks (unit_id, first_night, until_date, reason, created_by, created_at)
       VALUES ((SELECT id FROM room_units WHERE number = '301'), '2031-01-25', '2031-02-03', 'Painting', ?1, '2031-01-20T06:30:00.000Z')`,
    ).bind(staffEmail),
  ]);

  // RPT0001, the website, confirmed: 3 nights from the 3rd at ₹4,000, ₹4,500, ₹4,500 (₹13,000),
  // 10% off (₹1,300) and one extra adult at ₹800 a night. Not on a folio: the kept rates count.
  await insertStay({
    reference: "RPT0001",
    source: "wizard",
    status: "confirmed",
    checkIn: "2031-02-03",
    checkOut: "2031-02-06",
    nightlyPaise: 400_000,
    nightlyRates: [400_000, 450_000, 450_000],
    discountPaise: 130_000,
    extraCharges: [{ kind: "adult", count: 1, nightly: 80_000, nights: 3, amount: 240_000 }],
  });
  // RPT0002, by phone, checked out early: booked the 8th–11th at ₹5,200, left on the 10th. Its
  // folio posted the 8th at ₹5,000 with ₹800 of extra guests, and the 9th at ₹5,000, voided
  // (complimentary); a ₹1,200 restaurant bill is not room revenue.
  await insertStay({ reference: "RPT0002", source: "phone", status: "checked_out", roomId: 2, checkIn: "2031-02-08", checkOut: "2031-02-11", nightlyPaise: 520_000, releasedFrom: "2031-02-10" });
  await postLine("RPT0002", "room_night", 500_000, "2031-02-08");
  await postLine("RPT0002", "extra_guests", 80_000, "2031-02-08");
  const ninth = await postLine("RPT0002", "room_night", 500_000, "2031-02-09");
  await postLine("RPT0002", "void", -500_000, "2031-02-09", ninth);
  await postLine("RPT0002", "charge", 120_000, null);
  // RPT0003, Booking.com, in house: the 26th to 3 March at ₹6,000; the 26th and 27th posted at
  // ₹6,000, the 28th not yet (its kept rate). March's nights are outside the range.
  await insertStay({ reference: "RPT0003", source: "booking_com", status: "checked_in", roomId: 3, checkIn: "2031-02-26", checkOut: "2031-03-03", nightlyPaise: 600_000 });
  await postLine("RPT0003", "room_night", 600_000, "2031-02-26");
  await postLine("RPT0003", "room_night", 600_000, "2031-02-27");
  // RPT0004, walk-in: 30 January to the 2nd, the night of the 1st free (rate 0): complimentary.
  await insertStay({ reference: "RPT0004", source: "walk_in", status: "checked_out", checkIn: "2031-01-30", checkOut: "2031-02-02", nightlyPaise: 300_000, nightlyRates: [300_000, 300_000, 0] });
  // Not sold: a pending request, a declined one, a cancellation and a no-show.
  await insertStay({ reference: "RPT0005", source: "email", status: "pending", checkIn: "2031-02-05", checkOut: "2031-02-07", nightlyPaise: 450_000 });
  await insertStay({ reference: "RPT0006", source: "makemytrip", status: "cancelled", roomId: 2, checkIn: "2031-02-14", checkOut: "2031-02-17", nightlyPaise: 450_000, releasedFrom: "2031-02-14" });
  await insertStay({ reference: "RPT0007", source: "phone", status: "no_show", rooms: 2, checkIn: "2031-02-20", checkOut: "2031-02-22", nightlyPaise: 450_000, releasedFrom: "2031-02-20" });
  await insertStay({ reference: "RPT0008", source: "phone", status: "declined", checkIn: "2031-02-03", checkOut: "2031-02-04", nightlyPaise: 450_000, releasedFrom: "2031-02-03" });
  // A cancellation whose check-in is in March: not February's.
  await insertStay({ reference: "RPT0009", source: "wizard", status: "cancelled", checkIn: "2031-03-02", checkOut: "2031-03-04", nightlyPaise: 450_000, releasedFrom: "2031-03-02" });
  // RPT0010, the website's chat: two suites for the night of the 14th at ₹10,000.
  await insertStay({ reference: "RPT0010", source: "chat", status: "confirmed", rooms: 2, roomId: 4, checkIn: "2031-02-14", checkOut: "2031-02-15", nightlyPaise: 1_000_000 });

  // Invoice 1, 2 February, RPT0004 (a guest, B2C): two nights at ₹3,000 (5%: ₹75 + ₹75 each) and
  // laundry of ₹250.25 (18%: 9% is ₹22.5225 → ₹22.52 each half). Taxable ₹6,250.25, CGST = SGST
  // ₹172.52: ₹6,595.29, rounded down by ₹0.29 to ₹6,595.
  const walkIn = await issue("RPT0004", "invoice", "2031-02-02", [docLine("996311", 1, 300_000, 250, 7_500), docLine("996311", 1, 300_000, 250, 7_500), docLine("999712", 1, 25_025, 900, 2_252)], -29, false);
  // Invoice 2, 10 February, RPT0002 to Omkar Travels (B2B): the night of the 8th ₹5,000, extra
  // guests ₹800, restaurant ₹1,200, all at 5%: ₹7,000 taxable, ₹175 + ₹175: ₹7,350.
  const company = await issue("RPT0002", "invoice", "2031-02-10", [docLine("996311", 1, 500_000, 250, 12_500), docLine("996311", 1, 80_000, 250, 2_000), docLine("996331", 1, 120_000, 250, 3_000)], 0, true);
  // Credit note 1, 20 February, to the walk-in guest: the laundry back, ₹250.25 + ₹22.52 × 2 = ₹295.29 → ₹295.
  await issue("RPT0004", "credit_note", "2031-02-20", [docLine("999712", 1, 25_025, 900, 2_252)], -29, false, walkIn);
  // Credit note 2, 25 February, to Omkar Travels: ₹200 off the restaurant, ₹5 + ₹5: ₹210.
  await issue("RPT0002", "credit_note", "2031-02-25", [docLine("996331", 1, 20_000, 250, 500)], 0, true, company);
  // Invoice 3, 1 March: March's, not February's.
  await issue("RPT0003", "invoice", "2031-03-01", [docLine("996311", 1, 600_000, 250, 15_000)], 0, false);
});

describe("occupancy, ADR and RevPAR", () => {
  it("counts rooms available, room nights sold and room revenue night by night", async () => {
    const report = await hotelReport(env.DB, february);
    const day = (date: string) => report.daily?.find((row) => row.label === date);
    // The 1st: 32 rooms less 301 out of order = 31; RPT0004's night is complimentary, so none sold.
    expect(day("2031-02-01")).toEqual({ label: "2031-02-01", counts: { available: 31, sold: 0, revenuePaise: 0 }, figures: { occupancyTenths: 0, adrPaise: null, revparPaise: 0 } });
    // The 3rd: 32 available; RPT0001's first night: ₹4,000 less its share of the discount
    // (₹1,300 × 4,000 / 13,000 = ₹400) plus ₹800 extra adult = ₹4,400. Occupancy 1/32 = 3.125% → 3.1%;
    // ADR ₹4,400; RevPAR ₹4,400 / 32 = ₹137.50 → ₹138.
    expect(day("2031-02-03")).toEqual({ label: "2031-02-03", counts: { available: 32, sold: 1, revenuePaise: 440_000 }, figures: { occupancyTenths: 31, adrPaise: 440_000, revparPaise: 13_800 } });
    // The 4th and 5th: ₹4,500 − ₹450 + ₹800 = ₹4,850 each.
    expect(day("2031-02-04")?.counts.revenuePaise).toBe(485_000);
    expect(day("2031-02-05")?.counts.revenuePaise).toBe(485_000);
    // The 8th: RPT0002's posted night ₹5,000 + ₹800 extra guests (not the ₹5,200 booked).
    expect(day("2031-02-08")?.counts).toEqual({ available: 32, sold: 1, revenuePaise: 580_000 });
    // The 9th: posted and voided, net ₹0: complimentary. The 10th: released, not held.
    expect(day("2031-02-09")?.counts).toEqual({ available: 32, sold: 0, revenuePaise: 0 });
    expect(day("2031-02-10")?.counts).toEqual({ available: 31, sold: 0, revenuePaise: 0 });
    // The 11th: 401 still out of order; the 12th: lifted that day, back in service.
    expect(day("2031-02-11")?.counts.available).toBe(31);
    expect(day("2031-02-12")?.counts.available).toBe(32);
    // The 14th: two suites at ₹10,000: 2/32 = 6.25% → 6.3%; ADR ₹10,000; RevPAR ₹20,000 / 32 = ₹625.
    expect(day("2031-02-14")).toEqual({ label: "2031-02-14", counts: { available: 32, sold: 2, revenuePaise: 2_000_000 }, figures: { occupancyTenths: 63, adrPaise: 1_000_000, revparPaise: 62_500 } });
    // The 20th: the no-show's rooms are not sold. The 21st: 404 retired.
    expect(day("2031-02-20")?.counts).toEqual({ available: 32, sold: 0, revenuePaise: 0 });
    expect(day("2031-02-21")?.counts.available).toBe(31);
    // The 26th and 27th posted at ₹6,000, the 28th at its kept ₹6,000.
    expect(["2031-02-26", "2031-02-27", "2031-02-28"].map((date) => day(date)?.counts)).toEqual([
      { available: 31, sold: 1, revenuePaise: 600_000 },
      { available: 31, sold: 1, revenuePaise: 600_000 },
      { available: 31, sold: 1, revenuePaise: 600_000 },
    ]);
    expect(report.daily).toHaveLength(28);
  });

  it("adds the month up", async () => {
    const report = await hotelReport(env.DB, february);
    // Available: 32 × 28 = 896, less 8 (404 retired), 2 (401) and 2 (301) = 884.
    // Sold: RPT0001 3 + RPT0002 1 + RPT0003 3 + RPT0010 2 = 9.
    // Revenue: ₹4,400 + ₹4,850 + ₹4,850 = ₹14,100; ₹5,800; ₹18,000; ₹20,000: ₹57,900.
    // Occupancy 9 / 884 = 1.018% → 1.0%. ADR ₹57,900 / 9 = ₹6,433.33 → ₹6,433.
    // RevPAR ₹57,900 / 884 = ₹65.497… → ₹65.
    const month = { counts: { available: 884, sold: 9, revenuePaise: 5_790_000 }, figures: { occupancyTenths: 10, adrPaise: 643_300, revparPaise: 6_500 } };
    expect(report.monthly).toEqual([{ label: "2031-02", ...month }]);
    expect(report.total).toEqual({ label: "total", ...month });
  });

  it("shows month rows only, not days, for a range longer than 62 days", async () => {
    const report = await hotelReport(env.DB, { from: "2031-01-01", to: "2031-03-31" });
    expect(report.daily).toBeNull();
    expect(report.monthly.map((row) => row.label)).toEqual(["2031-01", "2031-02", "2031-03"]);
    // February's figures are the same whichever range holds them.
    expect(report.monthly[1].counts).toEqual({ available: 884, sold: 9, revenuePaise: 5_790_000 });
    // March: RPT0003's nights of the 1st and 2nd at the kept ₹6,000 each.
    expect(report.monthly[2].counts.sold).toBe(2);
    expect(report.monthly[2].counts.revenuePaise).toBe(1_200_000);
  });
});

describe("room nights by source, cancellations and no-shows", () => {
  it("counts each source's nights and revenue, and lost stays by their check-in day", async () => {
    const report = await hotelReport(env.DB, february);
    const lost = { cancelled: 0, cancelledNights: 0, noShows: 0, noShowNights: 0 };
    expect(report.sources).toEqual([
      // RPT0001: 3 nights, ₹14,100. RPT0009's cancellation checks in in March: not here.
      { source: "wizard", label: "Website", sold: 3, revenuePaise: 1_410_000, ...lost },
      { source: "chat", label: "Website chat", sold: 2, revenuePaise: 2_000_000, ...lost },
      // RPT0002's night of the 8th; RPT0007 a no-show of 2 rooms × 2 nights = 4 room nights.
      { source: "phone", label: "Phone", sold: 1, revenuePaise: 580_000, ...lost, noShows: 1, noShowNights: 4 },
      { source: "booking_com", label: "Booking.com", sold: 3, revenuePaise: 1_800_000, ...lost },
      // RPT0006: cancelled, 3 nights from the 14th.
      { source: "makemytrip", label: "MakeMyTrip", sold: 0, revenuePaise: 0, ...lost, cancelled: 1, cancelledNights: 3 },
    ]);
  });
});

describe("arrivals and departures", () => {
  it("counts and lists the sold bookings arriving and leaving each day", async () => {
    const report = await hotelReport(env.DB, february);
    const moving = report.movements.filter((day) => day.arrivals + day.departures > 0);
    expect(moving).toEqual([
      { day: "2031-02-02", arrivals: 0, departures: 1, references: { arrivals: [], departures: ["RPT0004"] } },
      { day: "2031-02-03", arrivals: 1, departures: 0, references: { arrivals: ["RPT0001"], departures: [] } },
      { day: "2031-02-06", arrivals: 0, departures: 1, references: { arrivals: [], departures: ["RPT0001"] } },
      { day: "2031-02-08", arrivals: 1, departures: 0, references: { arrivals: ["RPT0002"], departures: [] } },
      { day: "2031-02-11", arrivals: 0, departures: 1, references: { arrivals: [], departures: ["RPT0002"] } },
      { day: "2031-02-14", arrivals: 1, departures: 0, references: { arrivals: ["RPT0010"], departures: [] } },
      { day: "2031-02-15", arrivals: 0, departures: 1, references: { arrivals: [], departures: ["RPT0010"] } },
      { day: "2031-02-26", arrivals: 1, departures: 0, references: { arrivals: ["RPT0003"], departures: [] } },
    ]);
    expect(report.movements).toHaveLength(28);
  });

  it("gives counts without references for a range longer than 31 days", async () => {
    const report = await hotelReport(env.DB, { from: "2031-02-01", to: "2031-03-04" });
    expect(report.movements.find((day) => day.day === "2031-02-03")).toEqual({ day: "2031-02-03", arrivals: 1, departures: 0, references: null });
    // RPT0003 leaves on 3 March.
    expect(report.movements.find((day) => day.day === "2031-03-03")?.departures).toBe(1);
  });
});

describe("GST by month", () => {
  it("lists B2B invoices, B2C by rate, the SAC summary and credit notes issued in the month", async () => {
    const [month] = (await hotelReport(env.DB, february)).gst;
    expect(month.month).toBe("2031-02");
    expect(month.b2b).toEqual([
      {
        gstin: "23AAAFO1234K1Z2",
        receiverName: 'Omkar Travels, "Yatra" LLP',
        number: "NRR/30-31/000002",
        issueDate: "2031-02-10",
        valuePaise: 735_000,
        rates: [{ rateBasisPoints: 500, taxablePaise: 700_000, cgstPaise: 17_500, sgstPaise: 17_500 }],
      },
    ]);
    // B2C: the walk-in's ₹6,000 of rooms at 5% (₹150 each half); its laundry at 18% was credited in full.
    expect(month.b2c).toEqual([{ rateBasisPoints: 500, taxablePaise: 600_000, cgstPaise: 15_000, sgstPaise: 15_000 }]);
    expect(month.hsn).toEqual([
      // Rooms: 2 walk-in nights + the company's night + its extra guests = 4; ₹6,000 + ₹5,000 + ₹800
      // = ₹11,800; ₹150 + ₹125 + ₹20 = ₹295 each half.
      { code: "996311", description: "Room or unit accommodation services", rateBasisPoints: 500, quantity: 4, taxablePaise: 1_180_000, cgstPaise: 29_500, sgstPaise: 29_500 },
      // Restaurant ₹1,200 less the ₹200 credited; ₹30 − ₹5 = ₹25.
      { code: "996331", description: "Services provided by restaurants", rateBasisPoints: 500, quantity: 0, taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500 },
    ]);
    expect(month.creditNotes.map((note) => [note.number, note.gstin, note.valuePaise])).toEqual([
      ["NRC/30-31/000001", "", 29_500],
      ["NRC/30-31/000002", "23AAAFO1234K1Z2", 21_000],
    ]);
  });
});

const page = (query: string, staff?: null) =>
  pageLoader({ context: deskRequestContext({ staff, now: noonAt("2031-02-18") }), params: {}, request: new Request(`https://resort.example/admin/reports${query}`) } as never);
const csv = (file: string, query: string, mode: "embedded" | "upstream" = "embedded", staff?: null) =>
  csvLoader({ context: deskRequestContext({ staff, mode, now: noonAt("2031-02-18") }), params: { file }, request: new Request(`https://resort.example/admin/reports/${file}${query}`) } as never);

describe("the report page", () => {
  it("is the desk's only: refused without sign-in, and upstream says the hotel's own system keeps it", async () => {
    const loaded = await loadEmbeddedOnlyPage(pageLoader as never, "/admin/reports?from=2031-02-01&to=2031-02-28");
    expect(loaded).toMatchObject({ error: null, range: february, report: { total: { counts: { available: 884, sold: 9 } } } });
    await expect(page("", null)).rejects.toMatchObject({ init: { status: 401 } });
  });

  it("defaults to this month in hotel time and offers this month, last month and this financial year", async () => {
    const loaded = (await page("")) as { range: unknown; presets: unknown };
    expect(loaded.range).toEqual(february);
    expect(loaded.presets).toEqual([
      { label: "This month", range: february },
      { label: "Last month", range: { from: "2031-01-01", to: "2031-01-31" } },
      { label: "This financial year", range: { from: "2030-04-01", to: "2031-03-31" } },
    ]);
  });

  it.each([
    ["?from=2031-02-30&to=2031-03-01", "Choose a real first and last day (YYYY-MM-DD) for the report."],
    ["?from=2031-02-01", "Choose a real first and last day (YYYY-MM-DD) for the report."],
    ["?from=2031-02-10&to=2031-02-01", "The first day must not be after the last day."],
    ["?from=2030-01-01&to=2031-01-02", "A report covers at most 366 days. Choose a shorter range."],
  ])("answers %s with 400 and a message, never a report", async (query, message) => {
    const answer = (await page(query)) as { init: { status: number }; data: { error: string; report: unknown } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe(message);
    expect(answer.data.report).toBeNull();
  });

  it("is read-only, and the Worker refuses it and its downloads without sign-in", async () => {
    expect(pageTakesPost("/admin/reports")).toBe(false);
    expect(pageTakesPost("/admin/reports/gstr1-b2b.csv")).toBe(false);
    const renders: string[] = [];
    const app = createApp(async (request) => {
      renders.push(new URL(request.url).pathname);
      return new Response("figures");
    });
    const accessEnv = { ...env, ENVIRONMENT: "production", ACCESS_TEAM_DOMAIN: "https://hotel-test.cloudflareaccess.com", ACCESS_AUD: "aud" } as Cloudflare.Env;
    for (const path of ["/admin/reports", "/admin/reports/gstr1-b2b.csv?from=2031-02-01&to=2031-02-28"]) {
      const ctx = createExecutionContext();
      const res = await app.request(`https://resort.example${path}`, {}, accessEnv, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain("figures");
    }
    expect(renders).toEqual([]);
  });
});

describe("GSTR-1 downloads", () => {
  const february31 = "?from=2031-02-01&to=2031-02-28";

  it("gives each sheet as a private CSV attachment in the offline tool's columns", async () => {
    const b2b = (await csv("gstr1-b2b.csv", february31)) as Response;
    expect(b2b.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(b2b.headers.get("Content-Disposition")).toBe('attachment; filename="gstr1-b2b-2031-02-01-to-2031-02-28.csv"');
    expect(b2b.headers.get("Cache-Control")).toBe("no-store");
    expect(await b2b.text()).toBe(
      [
        "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
        '23AAAFO1234K1Z2,"Omkar Travels, ""Yatra"" LLP",NRR/30-31/000002,10-Feb-2031,7350.00,23-Madhya Pradesh,N,,Regular B2B,,5,7000.00,0.00',
        "",
      ].join("\r\n"),
    );
    const b2cs = await ((await csv("gstr1-b2cs.csv", february31)) as Response).text();
    expect(b2cs).toBe(["Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN", "OE,23-Madhya Pradesh,,5,6000.00,0.00,", ""].join("\r\n"));
    const hsn = await ((await csv("gstr1-hsn.csv", february31)) as Response).text();
    expect(hsn).toBe(
      [
        "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
        // ₹11,800 + ₹295 × 2 = ₹12,390; ₹1,000 + ₹25 × 2 = ₹1,050.
        "996311,Room or unit accommodation services,NA,0,12390.00,5,11800.00,0.00,295.00,295.00,0.00",
        "996331,Services provided by restaurants,NA,0,1050.00,5,1000.00,0.00,25.00,25.00,0.00",
        "",
      ].join("\r\n"),
    );
    // The same summary split as the tool's hsn(b2b) and hsn(b2c) tables.
    const hsnHeader = "HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount";
    const hsnB2b = await ((await csv("gstr1-hsn-b2b.csv", february31)) as Response).text();
    expect(hsnB2b).toBe(
      [
        hsnHeader,
        // The company's night ₹5,000 and extra guests ₹800 = ₹5,800, ₹125 + ₹20 = ₹145 each half: ₹6,090.
        "996311,Room or unit accommodation services,NA,0,6090.00,5,5800.00,0.00,145.00,145.00,0.00",
        // Its restaurant ₹1,200 less the ₹200 credited: ₹1,000 and ₹25 each half: ₹1,050.
        "996331,Services provided by restaurants,NA,0,1050.00,5,1000.00,0.00,25.00,25.00,0.00",
        "",
      ].join("\r\n"),
    );
    const hsnB2c = await ((await csv("gstr1-hsn-b2c.csv", february31)) as Response).text();
    // The walk-in's two nights, ₹6,000 and ₹150 each half: ₹6,300; its laundry was credited in full.
    expect(hsnB2c).toBe([hsnHeader, "996311,Room or unit accommodation services,NA,0,6300.00,5,6000.00,0.00,150.00,150.00,0.00", ""].join("\r\n"));
    const cdnr = await ((await csv("gstr1-cdnr.csv", february31)) as Response).text();
    expect(cdnr).toBe(
      [
        "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
        '23AAAFO1234K1Z2,"Omkar Travels, ""Yatra"" LLP",NRC/30-31/000002,25-Feb-2031,C,23-Madhya Pradesh,N,Regular,210.00,,5,200.00,0.00',
        "",
      ].join("\r\n"),
    );
    for (const text of [b2cs, hsn, hsnB2b, hsnB2c, cdnr]) {
      expect(text).not.toContain("Secret Lane");
      expect(text).not.toContain("Temple Road");
      expect(text).not.toContain("Asha");
    }
  });

  it("refuses a bad range with 400, an unknown sheet with 404, and anyone not signed in", async () => {
    await expect(csv("gstr1-b2b.csv", "?from=2031-02-10&to=2031-02-01")).rejects.toMatchObject({ init: { status: 400 }, data: "The first day must not be after the last day." });
    await expect(csv("gstr1-b2b.csv", "?from=2030-01-01&to=2031-01-02")).rejects.toMatchObject({ init: { status: 400 } });
    await expect(csv("gstr1-b2b.csv", "?from=nope&to=2031-01-02")).rejects.toMatchObject({ init: { status: 400 } });
    await expect(csv("gstr1-exp.csv", february31)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(csv("toString", february31)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(csv("gstr1-b2b.csv", february31, "embedded", null)).rejects.toMatchObject({ init: { status: 401 } });
    await expect(csv("gstr1-b2b.csv", february31, "upstream")).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("answers a month quickly", async () => {
    const started = performance.now();
    await hotelReport(env.DB, february);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
