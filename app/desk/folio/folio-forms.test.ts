import { describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "~/domain/gstin";
import { gstinMessagesEn } from "~/domain/gstin-field";
import { billingMessagesEn } from "~/domain/billing-fields";
import { itRefuses } from "~/domain/form-result-test-support";
import {
  creditField,
  folioForms,
  parseAdjustmentForm,
  parseChargeForm,
  parseCheckOutForm,
  parseCompanyBillForm,
  parseCreditNoteForm,
  parseRefundForm,
  parsePaymentForm,
  parseRupees,
  parseSettleForm,
  parseVoidForm,
  parseWriteOffForm,
  rupeesFieldValue,
} from "./folio-forms";

const validGstin = `23AAACN1234C1Z${gstinCheckCharacter("23AAACN1234C1Z")}`;

describe("parseRupees: amounts typed in rupees become paise", () => {
  it.each([
    ["1,250.50", 125_050],
    ["1250.5", 125_050],
    ["₹ 4,250", 425_000],
    ["4,250.", 425_000],
    ["0.01", 1],
    ["99.05", 9_905],
    ["10,00,000", 100_000_000],
    ["007", 700],
  ])("%s is %i paise", (typed, paise) => {
    expect(parseRupees(typed)).toEqual({ ok: true, paise });
  });

  it.each([
    ["", "required"],
    ["  ", "required"],
    ["-100", "format"],
    ["12a", "format"],
    ["1.2.3", "format"],
    [".50", "format"],
    ["100.505", "paise"],
    ["0", "zero"],
    ["0.00", "zero"],
    ["10,00,000.01", "tooLarge"],
    ["99999999999999999999", "tooLarge"],
  ])("refuses %o (%s)", (typed, problem) => {
    expect(parseRupees(typed)).toEqual({ ok: false, problem });
  });

  it("prefills an amount field the way it is read back", () => {
    expect(rupeesFieldValue(425_000)).toBe("4,250");
    expect(rupeesFieldValue(629_910)).toBe("6,299.10");
    expect(rupeesFieldValue(0)).toBe("");
    expect(rupeesFieldValue(-500)).toBe("");
    const typed = rupeesFieldValue(12_345_678);
    expect(parseRupees(typed)).toEqual({ ok: true, paise: 12_345_678 });
  });
});

describe("parseChargeForm: a charge from the catalogue", () => {
  const valid = { category: "restaurant", description: " Dinner  for two ", quantity: "2", unit_price: "1,250.50" };

  it("reads the category, the tidied description, how many and the price of one in paise", () => {
    expect(parseChargeForm({ ...valid, intent: "charge", request_key: "k" })).toEqual({
      ok: true,
      value: { category: "restaurant", description: "Dinner for two", quantity: 2, unitPaise: 125_050 },
    });
  });

  itRefuses("refuses %o with a message on %s", (change) => parseChargeForm({ ...valid, ...change }), [
    [{ category: "" }, "category", "Choose what the charge is for"],
    [{ category: "room" }, "category", "Choose what the charge is for"],
    [{ category: "minibar" }, "category", "Choose what the charge is for"],
    [{ description: "" }, "description", "Say what the charge is, for example Dinner for two"],
    [{ description: "x".repeat(121) }, "description", "The description must be 120 characters or fewer"],
    [{ quantity: "0" }, "quantity", "Enter how many, a whole number from 1 to 99"],
    [{ quantity: "100" }, "quantity", "Enter how many, a whole number from 1 to 99"],
    [{ quantity: "1.5" }, "quantity", "Enter how many, a whole number from 1 to 99"],
    [{ unit_price: "" }, "unit_price", "Enter the amount in rupees, for example 1,250.50"],
    [{ unit_price: "abc" }, "unit_price", "Enter the amount in rupees, for example 1,250.50"],
    [{ unit_price: "12.345" }, "unit_price", "Give at most two digits after the point (paise)"],
    [{ unit_price: "0" }, "unit_price", "The amount must be more than ₹0"],
    [{ unit_price: "1000000.01" }, "unit_price", "The amount must be at most ₹10,00,000"],
  ]);
});

describe("parseAdjustmentForm: a discount or correction", () => {
  const valid = { kind: "discount", category: "room", description: "Loyal guest", amount: "500", reason: "Manager's approval" };

  it("reads the kind, the category (room nights included) and the taxable amount taken off", () => {
    expect(parseAdjustmentForm(valid)).toEqual({
      ok: true,
      value: { kind: "discount", category: "room", description: "Loyal guest", amountPaise: 50_000, reason: "Manager's approval" },
    });
    expect(parseAdjustmentForm({ ...valid, kind: "correction", category: "laundry" }).ok).toBe(true);
  });

  itRefuses("refuses %o with a message on %s", (change) => parseAdjustmentForm({ ...valid, ...change }), [
    [{ kind: "" }, "kind", "Choose discount or correction"],
    [{ kind: "void" }, "kind", "Choose discount or correction"],
    [{ category: "" }, "category", "Choose what the charge is for"],
    [{ amount: "-5" }, "amount", "Enter the amount in rupees, for example 1,250.50"],
    [{ reason: " " }, "reason", "Give the reason"],
    [{ reason: "x".repeat(201) }, "reason", "The reason must be 200 characters or fewer"],
  ]);
});

describe("parseVoidForm", () => {
  it("reads the line and the reason", () => {
    expect(parseVoidForm({ line_id: "17", reason: "Posted twice" })).toEqual({ ok: true, value: { lineId: 17, reason: "Posted twice" } });
  });

  itRefuses("refuses %o with a message on %s", (change) => parseVoidForm({ line_id: "17", reason: "Posted twice", ...change }), [
    [{ line_id: "" }, "line_id", "Choose the line to void"],
    [{ line_id: "0" }, "line_id", "Choose the line to void"],
    [{ line_id: "x" }, "line_id", "Choose the line to void"],
    [{ reason: "" }, "reason", "Give the reason"],
  ]);
});

describe("the payment forms", () => {
  it("take a payment by a counter method with its reference", () => {
    expect(parsePaymentForm({ method: "upi", amount: "4,250", reference: " UTR 123 " })).toEqual({
      ok: true,
      value: { method: "upi", amountPaise: 425_000, paymentReference: "UTR 123" },
    });
    expect(parsePaymentForm({ method: "cash", amount: "100" })).toEqual({ ok: true, value: { method: "cash", amountPaise: 10_000, paymentReference: "" } });
  });

  itRefuses("a payment refuses %o with a message on %s", (change) => parsePaymentForm({ method: "card", amount: "100", reference: "", ...change }), [
    [{ method: "" }, "method", "Choose how the money was paid"],
    // A bill to a company and a write-off have forms of their own; money paid online comes from the gateway.
    [{ method: "bill_to_company" }, "method", "Choose how the money was paid"],
    [{ method: "write_off" }, "method", "Choose how the money was paid"],
    [{ method: "online" }, "method", "Choose how the money was paid"],
    [{ amount: "0" }, "amount", "The amount must be more than ₹0"],
    [{ reference: "x".repeat(61) }, "reference", "The reference must be 60 characters or fewer"],
  ]);

  it("a refund needs its method, amount and reason", () => {
    expect(parseRefundForm({ method: "cash", amount: "500", reason: "Left a day early" })).toEqual({
      ok: true,
      value: { method: "cash", amountPaise: 50_000, reason: "Left a day early" },
    });
  });

  itRefuses("a refund refuses %o with a message on %s", (change) => parseRefundForm({ method: "cash", amount: "500", reason: "Early", ...change }), [
    [{ method: "write_off" }, "method", "Choose how the money was given back"],
    [{ reason: "" }, "reason", "Give the reason"],
  ]);

  it("a bill to a company names the company", () => {
    expect(parseCompanyBillForm({ company: "Narmada Traders Pvt Ltd", amount: "12,000" })).toEqual({
      ok: true,
      value: { company: "Narmada Traders Pvt Ltd", amountPaise: 1_200_000 },
    });
  });

  itRefuses("a bill to a company refuses %o with a message on %s", (change) => parseCompanyBillForm({ company: "Acme", amount: "1", ...change }), [
    [{ company: "" }, "company", "Give the company's name"],
    [{ company: "x".repeat(121) }, "company", "The company's name must be 120 characters or fewer"],
    [{ amount: "" }, "amount", "Enter the amount in rupees, for example 1,250.50"],
  ]);

  it("a write-off needs its reason", () => {
    expect(parseWriteOffForm({ amount: "0.49", reason: "Small change" })).toEqual({ ok: true, value: { amountPaise: 49, reason: "Small change" } });
    expect(parseWriteOffForm({ amount: "0.49", reason: "" })).toEqual({ ok: false, fields: { reason: "Give the reason" } });
  });

  it("a company's settlement names its bill", () => {
    expect(parseSettleForm({ payment_id: "4", method: "bank_transfer", amount: "12,000", reference: "NEFT 991" })).toEqual({
      ok: true,
      value: { paymentId: 4, method: "bank_transfer", amountPaise: 1_200_000, paymentReference: "NEFT 991" },
    });
    expect(parseSettleForm({ payment_id: "", method: "cash", amount: "1" })).toEqual({ ok: false, fields: { payment_id: "Choose the bill to settle" } });
  });
});

describe("parseCheckOutForm: the invoice's company", () => {
  it("is a B2C invoice when all three fields are blank", () => {
    expect(parseCheckOutForm({ company_name: "", company_gstin: "", billing_address: "" })).toEqual({ ok: true, value: { company: null } });
  });

  it("reads a GSTIN as the booking form does: spaces dropped, upper case", () => {
    const typed = `${validGstin.slice(0, 2)} ${validGstin.slice(2).toLowerCase()}`;
    expect(parseCheckOutForm({ company_name: "Narmada Traders", company_gstin: typed, billing_address: "MG Road, Indore" })).toEqual({
      ok: true,
      value: { company: { legalName: "Narmada Traders", gstin: validGstin, address: "MG Road, Indore" } },
    });
  });

  itRefuses("refuses %o with the booking form's message on %s", (change) => parseCheckOutForm({ company_name: "Narmada Traders", company_gstin: validGstin, billing_address: "", ...change }), [
    [{ company_gstin: "23AAACN1234C1Z" }, "company_gstin", gstinMessagesEn.length],
    [{ company_gstin: "99AAACN1234C1Z5".replace("99", "45") }, "company_gstin", gstinMessagesEn.state],
    [{ company_gstin: "23AAAC11234C1Z5" }, "company_gstin", gstinMessagesEn.format],
    [{ company_gstin: `${validGstin.slice(0, 14)}${validGstin[14] === "A" ? "B" : "A"}` }, "company_gstin", gstinMessagesEn.checksum],
    [{ company_name: "" }, "company_name", billingMessagesEn.companyForGstin],
  ]);
});

describe("parseCreditNoteForm: lines credited and why", () => {
  const invoice = [{ taxablePaise: 450_000 }, { taxablePaise: 120_000 }, { taxablePaise: 80_000 }];

  it("credits only the lines given an amount, each by its place on the invoice", () => {
    expect(parseCreditNoteForm({ [creditField(0)]: "", [creditField(1)]: "1,200", [creditField(2)]: "250.50", reason: "Dinner was cold" }, invoice)).toEqual({
      ok: true,
      value: { lines: [{ line: 1, taxablePaise: 120_000 }, { line: 2, taxablePaise: 25_050 }], reason: "Dinner was cold" },
    });
  });

  it("refuses a line credited above its taxable value, naming it", () => {
    expect(parseCreditNoteForm({ [creditField(2)]: "800.01", reason: "x" }, invoice)).toEqual({
      ok: false,
      fields: { [creditField(2)]: "This line's credit must be at most its taxable value, ₹800" },
    });
  });

  it("refuses a note crediting nothing, and one without a reason", () => {
    expect(parseCreditNoteForm({ reason: "" }, invoice)).toEqual({
      ok: false,
      fields: { lines: "Give the taxable amount credited on at least one line", reason: "Give the reason" },
    });
    expect(parseCreditNoteForm({ [creditField(0)]: "abc", reason: "x" }, invoice)).toEqual({
      ok: false,
      fields: { [creditField(0)]: "Enter the amount in rupees, for example 1,250.50" },
    });
  });

  it("ignores amounts for lines the invoice does not have", () => {
    expect(parseCreditNoteForm({ [creditField(7)]: "10", reason: "x" }, invoice).ok).toBe(false);
  });
});

describe("folioForms: which forms the stay can take now", () => {
  const totals = { balancePaise: 0, paidPaise: 0 };
  const folio = (status: "pending" | "confirmed" | "checked_in" | "checked_out" | "cancelled", open: boolean, money: Partial<typeof totals> = {}) => ({
    status,
    open,
    canCheckOut: status === "checked_in" && open,
    totals: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, chargesPaise: 0, roundingPaise: 0, payablePaise: 0, ...totals, ...money },
  });

  it("takes charges, voids and the whole counter while the guest is in", () => {
    expect(folioForms(folio("checked_in", true, { balancePaise: 425_000, paidPaise: 10_000 }))).toEqual({
      post: true,
      payment: true,
      refund: true,
      settleElsewhere: true,
      checkOut: true,
      creditNote: false,
    });
  });

  it("takes only an advance on a confirmed stay, and nothing on a pending or cancelled one", () => {
    expect(folioForms(folio("confirmed", true))).toMatchObject({ post: false, payment: true, refund: false, settleElsewhere: false, checkOut: false });
    for (const status of ["pending", "cancelled"] as const) {
      expect(folioForms(folio(status, true, { balancePaise: 100 }))).toMatchObject({ post: false, payment: false, refund: false, settleElsewhere: false });
    }
  });

  it("after the invoice: no more charges, a credit note, and a refund only when the hotel owes one", () => {
    expect(folioForms(folio("checked_out", false))).toEqual({ post: false, payment: false, refund: false, settleElsewhere: false, checkOut: false, creditNote: true });
    expect(folioForms(folio("checked_out", false, { balancePaise: -50_000, paidPaise: 100_000 }))).toMatchObject({ refund: true, payment: false });
  });
});
