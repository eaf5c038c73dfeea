/**
 * The checkout's optional tax-invoice details (product-rules.md: Legal name and GSTIN): the
 * company's name, its GSTIN (any state's) and the billing address. All three may be left empty; a
 * GSTIN needs the company it is registered to, since the invoice names both. English here, the
 * Hindi in billing-fields.hi.ts, with the same rules and limits.
 */
import { z } from "zod";
import { gstinField, type GstinMessages, gstinMessagesEn } from "./gstin-field";
import { type FieldMessages, fieldMessagesEn, optionalLine, optionalText } from "./schema-fields";

export const maxCompanyNameLength = 120;
export const maxBillingAddressLength = 300;

export interface BillingMessages {
  gstin: GstinMessages;
  companyForGstin: string;
  companyLabel: string;
  addressLabel: string;
}

export const billingMessagesEn: BillingMessages = {
  gstin: gstinMessagesEn,
  companyForGstin: "Give the company's name as registered for this GSTIN",
  companyLabel: "Company name",
  addressLabel: "Billing address",
};

/** The three fields, as the guest-details step and the booking API both take them. */
export function billingFields(m: BillingMessages = billingMessagesEn, f: FieldMessages = fieldMessagesEn) {
  return {
    company_name: optionalLine(m.companyLabel, maxCompanyNameLength, f),
    company_gstin: gstinField(m.gstin, {}, f),
    billing_address: optionalText(m.addressLabel, maxBillingAddressLength, f),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * A GSTIN without its company's name is refused on the name's field; judged even while another
 * field of the form is wrong, so the guest sees every message at once.
 */
export function billingCheck(m: BillingMessages = billingMessagesEn) {
  return z.superRefine<unknown>(
    (value, ctx) => {
      if (isRecord(value) && value.company_gstin !== "" && value.company_name === "") {
        ctx.addIssue({ code: "custom", message: m.companyForGstin, path: ["company_name"], input: value.company_name });
      }
    },
    { when: ({ value }) => isRecord(value) && typeof value.company_name === "string" && typeof value.company_gstin === "string" },
  );
}

/** The billing details a booking keeps, or null when the guest gave none. */
export interface BookingBilling {
  company: string;
  gstin: string;
  address: string;
}

export function billingOf(fields: { company_name: string; company_gstin: string; billing_address: string }): BookingBilling | null {
  const billing = { company: fields.company_name, gstin: fields.company_gstin, address: fields.billing_address };
  return billing.company || billing.gstin || billing.address ? billing : null;
}
