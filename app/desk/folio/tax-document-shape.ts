/**
 * The shape of an issued tax document as kept in tax_documents.document, checked when it is read
 * back: a row written by an older release, or damaged by hand in the database, is refused with a
 * clear error rather than half-printed (an invoice with a missing GSTIN or total must never be
 * shown as if it were whole).
 */
import { z } from "zod";
import type { IsoDate } from "~/content/hotel";
import type { TaxDocument } from "~/domain/tax-document";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((value) => value as IsoDate);
const paise = z.number().int();
const basisPoints = z.number().int().nonnegative();

const supplier = z.object({
  legalName: z.string(),
  tradeName: z.string(),
  gstin: z.string(),
  address: z.array(z.string()),
  stateName: z.string(),
  stateCode: z.string(),
  phone: z.string(),
  email: z.string(),
});

const recipient = z.object({
  guestName: z.string(),
  guestAddress: z.string(),
  company: z.object({ legalName: z.string(), gstin: z.string(), address: z.string() }).nullable(),
});

const line = z.object({
  description: z.string(),
  code: z.string(),
  quantity: z.number().int().positive(),
  unitPaise: paise,
  taxablePaise: paise,
  cgstBasisPoints: basisPoints,
  sgstBasisPoints: basisPoints,
  cgstPaise: paise,
  sgstPaise: paise,
  totalPaise: paise,
});

const rate = z.object({
  code: z.string(),
  cgstBasisPoints: basisPoints,
  sgstBasisPoints: basisPoints,
  taxablePaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
});

const taxDocumentSchema = z.object({
  kind: z.enum(["invoice", "credit_note"]),
  number: z.string().min(1).max(16),
  financialYear: z.string(),
  issueDate: isoDate,
  supplier,
  recipient,
  placeOfSupply: z.object({ stateName: z.string(), stateCode: z.string() }),
  reverseCharge: z.literal(false),
  bookingReference: z.string(),
  stay: z.object({ checkIn: isoDate, checkOut: isoDate, rooms: z.array(z.string()) }),
  lines: z.array(line),
  rates: z.array(rate),
  totals: z.object({
    taxablePaise: paise,
    cgstPaise: paise,
    sgstPaise: paise,
    roundingPaise: paise,
    totalPaise: paise,
  }),
  totalInWords: z.string(),
  corrects: z.object({ number: z.string(), issueDate: isoDate, reason: z.string() }).nullable(),
  lang: z.enum(["en", "hi"]),
  issuedBy: z.string(),
}) satisfies z.ZodType<TaxDocument, unknown>;

/** A kept document that cannot be read back as one; carries the row's id only (never its text). */
export class UnreadableTaxDocumentError extends Error {
  constructor(readonly documentId: number) {
    super(`Tax document ${documentId} is not a readable tax document`);
    this.name = "UnreadableTaxDocumentError";
  }
}

/** The document kept as `json`, or UnreadableTaxDocumentError when it is not valid JSON of a TaxDocument. */
export function parseTaxDocument(documentId: number, json: string): TaxDocument {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new UnreadableTaxDocumentError(documentId);
  }
  const parsed = taxDocumentSchema.safeParse(value);
  if (!parsed.success) throw new UnreadableTaxDocumentError(documentId);
  return parsed.data;
}
