/**
 * The GSTIN as a form field (product-rules.md: Legal name and GSTIN): read without spaces and in
 * upper case, then refused with the first thing wrong with it, in the form's language. The guest's
 * billing GSTIN may be any state's; the hotel's own must be Madhya Pradesh's.
 */
import { z } from "zod";
import { type GstinProblem, gstinProblem, normaliseGstin } from "./gstin";
import { fieldMessagesEn, type FieldMessages } from "./schema-fields";

export type GstinMessages = Record<GstinProblem, string>;

export const gstinMessagesEn: GstinMessages = {
  length: "A GSTIN has 15 characters, for example 23ABCDE1234F1Z8",
  state: "A GSTIN starts with a state code from 01 to 38 (23 is Madhya Pradesh)",
  format: "Check the GSTIN: a 2-digit state code, the 10-character PAN, the entity number, Z and a check character",
  checksum: "This GSTIN's last character does not match the rest. Please check it for a typing mistake",
};

/** Only this state's registrations, with the message that says so. */
export interface GstinState {
  code: string;
  message: string;
}

/**
 * An optional GSTIN (blank is ""), or a required one when `required` gives its message. Checked
 * after normalising, so "23 abcde 1234 f1z8" is read as the GSTIN it is.
 */
export function gstinField(m: GstinMessages, options: { required?: string; state?: GstinState } = {}, f: FieldMessages = fieldMessagesEn) {
  return z
    .string({ error: f.wrongTextType })
    .nullish()
    .transform((value, ctx) => {
      const gstin = normaliseGstin(value ?? "");
      if (gstin === "") {
        if (options.required) ctx.addIssue({ code: "custom", message: options.required });
        return "";
      }
      const problem = gstinProblem(gstin);
      if (problem) ctx.addIssue({ code: "custom", message: m[problem] });
      else if (options.state && !gstin.startsWith(options.state.code)) ctx.addIssue({ code: "custom", message: options.state.message });
      return gstin;
    });
}
