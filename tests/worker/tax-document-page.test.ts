/**
 * An issued tax invoice or credit note on the desk (product-rules.md: The folio and the tax
 * invoice): read back exactly as kept, only under its own booking's address, staff only, not in
 * upstream mode; a damaged row refused with a clear error; its PDF downloaded under the number.
 */
import { env } from "cloudflare:test";
import { PDFDocument } from "pdf-lib";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { issueDocumentStatement } from "~/desk/folio/tax-document-insert.server";
import { readTaxDocument, readTaxDocumentsOf } from "~/desk/folio/tax-document-store.server";
import { rupeesInWords } from "~/domain/amount-in-words";
import { buildTaxDocument } from "~/domain/tax-document-builder";
import { UnreadableTaxDocumentError } from "~/desk/folio/tax-document-shape";
import { loader as pdfLoader } from "../../app/desk/folio/admin-tax-document-pdf";
import { loader as pageLoader } from "../../app/desk/folio/admin-tax-document";
import { isDeskPath } from "../../workers/access/desk-paths";
import { deskRequestContext, seedBooking } from "./desk-helpers";
import { request } from "./read-harness";
import { invoiceFixture } from "./tax-document-examples";
import { insertTaxDocument } from "./tax-document-fixture";

let invoiceId: number;
let creditNoteId: number;
let otherId: number;
let damagedId: number;
let wrongShapeId: number;

beforeAll(async () => {
  await seedBooking({ reference: "INVC2345", status: "checked_out", checkIn: "2026-11-12", checkOut: "2026-11-14" });
  await seedBooking({ reference: "OTHR2345", status: "checked_out", checkIn: "2026-11-12", checkOut: "2026-11-14" });
  await seedBooking({ reference: "BROK2345", status: "checked_out", checkIn: "2026-11-12", checkOut: "2026-11-14" });
  await seedBooking({ reference: "SHAP2345", status: "checked_out", checkIn: "2026-11-12", checkOut: "2026-11-14" });
  invoiceId = await insertTaxDocument("INVC2345", invoiceFixture());
  creditNoteId = await insertTaxDocument(
    "INVC2345",
    invoiceFixture({
      kind: "credit_note",
      number: "NRC/26-27/000004",
      corrects: { number: "NRR/26-27/000123", issueDate: "2026-11-14" as never, reason: "Restaurant bill posted twice" },
    }),
    { invoiceId },
  );
  otherId = await insertTaxDocument("OTHR2345", invoiceFixture({ number: "NRR/26-27/000124", bookingReference: "OTHR2345" }));
  damagedId = await insertTaxDocument("BROK2345", invoiceFixture({ number: "NRR/26-27/000125" }), { json: '{"kind":"invoice",' });
  wrongShapeId = await insertTaxDocument("SHAP2345", invoiceFixture({ number: "NRR/26-27/000126" }), {
    json: JSON.stringify({ ...invoiceFixture({ number: "NRR/26-27/000126" }), totals: { totalPaise: "lots" } }),
  });
});
afterEach(() => vi.restoreAllMocks());

type Args = { request: Request; params: { reference: string; id: string }; context: ReturnType<typeof deskRequestContext> };

function args(reference: string, id: string | number, options: { mode?: "embedded" | "upstream"; staff?: null } = {}, pdf = false): Args {
  return {
    request: new Request(`http://localhost/admin/bookings/${reference}/documents/${id}${pdf ? "/pdf" : ""}`),
    params: { reference, id: String(id) },
    context: deskRequestContext({ mode: options.mode, staff: options.staff }),
  };
}

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (thrown) {
    return (thrown as { init: { status: number } }).init.status;
  }
}

describe("reading an issued document", () => {
  it("answers the document as issued, only under its own booking", async () => {
    const stored = await readTaxDocument(env.DB, "INVC2345", invoiceId);
    expect(stored?.id).toBe(invoiceId);
    expect(stored?.document).toEqual(invoiceFixture());
    expect(await readTaxDocument(env.DB, "OTHR2345", invoiceId)).toBeNull();
    expect(await readTaxDocument(env.DB, "INVC2345", otherId)).toBeNull();
    expect(await readTaxDocument(env.DB, "INVC2345", 999_999)).toBeNull();
    expect(await readTaxDocument(env.DB, "INVC2345", 0)).toBeNull();
  });

  it("refuses a damaged row with an error naming only its id", async () => {
    await expect(readTaxDocument(env.DB, "BROK2345", damagedId)).rejects.toBeInstanceOf(UnreadableTaxDocumentError);
    await expect(readTaxDocument(env.DB, "SHAP2345", wrongShapeId)).rejects.toThrow(`Tax document ${wrongShapeId} is not a readable tax document`);
  });

  it("lists a booking's invoice and credit notes in the order issued", async () => {
    const list = await readTaxDocumentsOf(env.DB, "INVC2345");
    expect(list.map((document) => [document.kind, document.number, document.totalPaise])).toEqual([
      ["invoice", "NRR/26-27/000123", 1_074_600],
      ["credit_note", "NRC/26-27/000004", 1_074_600],
    ]);
    expect(list[1].invoiceId).toBe(invoiceId);
    expect(await readTaxDocumentsOf(env.DB, "NONE2345")).toEqual([]);
  });
});

describe("a document as the folio store issues it", () => {
  it("reads back whole, numbered in the INSERT, and makes its PDF", async () => {
    await seedBooking({ reference: "ISSU2345", status: "checked_out", checkIn: "2026-11-12", checkOut: "2026-11-14" });
    const example = invoiceFixture({ bookingReference: "ISSU2345" });
    const document = buildTaxDocument({ ...example, number: "", financialYear: "2027-28", inWords: rupeesInWords });
    const booking = await env.DB.prepare("SELECT id FROM bookings WHERE reference = 'ISSU2345'").first<{ id: number }>();
    await issueDocumentStatement(env.DB, {
      bookingId: booking?.id ?? 0,
      document,
      invoiceId: null,
      reason: "",
      issuedAt: "2026-11-14T06:30:00.000Z",
      requestKey: "issue-ISSU2345",
      guard: null,
    }).run();
    const [issued] = await readTaxDocumentsOf(env.DB, "ISSU2345");
    const stored = await readTaxDocument(env.DB, "ISSU2345", issued.id);
    expect(stored?.document.number).toBe("NRR/27-28/000001");
    // The same hand-worked figures as the example: ₹10,234.50 taxable, ₹255.86 a half, −₹0.22, ₹10,746.
    expect(stored?.document.totals).toEqual({ taxablePaise: 1_023_450, cgstPaise: 25_586, sgstPaise: 25_586, roundingPaise: -22, totalPaise: 1_074_600 });
    expect(stored?.document.totalInWords).toBe("Rupees Ten Thousand Seven Hundred Forty Six Only");
    const response = (await pdfLoader(args("ISSU2345", issued.id, {}, true) as never)) as Response;
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="NRR-27-28-000001.pdf"');
  });
});

describe("the document's page", () => {
  it("shows the document to signed-in staff, the reference in any case", async () => {
    const page = await pageLoader(args("invc2345", invoiceId) as never);
    expect(page.id).toBe(invoiceId);
    expect(page.document.number).toBe("NRR/26-27/000123");
    const note = await pageLoader(args("INVC2345", creditNoteId) as never);
    expect(note.document.corrects?.reason).toBe("Restaurant bill posted twice");
  });

  it("refuses without sign-in (401), upstream (404), another booking's document, a made-up id or one that is not a number (404)", async () => {
    expect(await statusOf(pageLoader(args("INVC2345", invoiceId, { staff: null }) as never))).toBe(401);
    expect(await statusOf(pageLoader(args("INVC2345", invoiceId, { mode: "upstream" }) as never))).toBe(404);
    expect(await statusOf(pageLoader(args("OTHR2345", invoiceId) as never))).toBe(404);
    expect(await statusOf(pageLoader(args("INVC2345", 999_999) as never))).toBe(404);
    for (const id of ["abc", "1.5", "-1", "0", "01", "99999999999999999999"]) {
      expect(await statusOf(pageLoader(args("INVC2345", id) as never)), id).toBe(404);
    }
  });

  it("answers a damaged row with a clear error, logging its id but no guest", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let refusal: { data: string; init: { status: number } } | null = null;
    try {
      await pageLoader(args("SHAP2345", wrongShapeId) as never);
    } catch (thrown) {
      refusal = thrown as { data: string; init: { status: number } };
    }
    expect(refusal?.init.status).toBe(500);
    expect(refusal?.data).toContain("cannot be read");
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([JSON.stringify({ event: "tax_document_unreadable", documentId: wrongShapeId })]);
    expect(lines.join(" ")).not.toContain("Asha");
  });
});

describe("the PDF download", () => {
  it("answers the PDF as an attachment named for the number, never cached", async () => {
    const response = (await pdfLoader(args("INVC2345", invoiceId, {}, true) as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="NRR-26-27-000123.pdf"');
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const pdf = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.getTitle()).toBe("NRR/26-27/000123");
    const note = (await pdfLoader(args("INVC2345", creditNoteId, {}, true) as never)) as Response;
    expect(note.headers.get("Content-Disposition")).toBe('attachment; filename="NRC-26-27-000004.pdf"');
  });

  it("refuses another booking's document (404), a request without sign-in (401) and upstream mode (404)", async () => {
    expect(await statusOf(pdfLoader(args("OTHR2345", invoiceId, {}, true) as never))).toBe(404);
    expect(await statusOf(pdfLoader(args("INVC2345", invoiceId, { staff: null }, true) as never))).toBe(401);
    expect(await statusOf(pdfLoader(args("INVC2345", invoiceId, { mode: "upstream" }, true) as never))).toBe(404);
  });

  it("is behind the desk's sign-in in the Worker, refused like every other desk address", async () => {
    const pdfPath = `/admin/bookings/INVC2345/documents/${invoiceId}/pdf`;
    expect(isDeskPath(pdfPath)).toBe(true);
    expect(isDeskPath(`/admin/bookings/INVC2345/documents/${invoiceId}`)).toBe(true);
    const booking = await request("/admin/bookings/INVC2345");
    const pdf = await request(pdfPath);
    const page = await request(`/admin/bookings/INVC2345/documents/${invoiceId}`);
    expect(booking.status).toBeGreaterThanOrEqual(400);
    for (const refused of [pdf, page]) {
      expect(refused.status).toBe(booking.status);
      expect(refused.headers.get("Content-Type")).toBe(booking.headers.get("Content-Type"));
      expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
      const body = await refused.text();
      expect(body).not.toContain("%PDF");
      expect(body).not.toContain("NRR/26-27");
    }
  });
});
