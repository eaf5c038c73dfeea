import type { MembershipSignIn } from "~/domain/membership-schema";
import type { FormAnswer, FormMessages } from "../intake/form-answer";
import { newIdempotencyKey } from "~/domain/idempotency-key";

export type SignInMethod = MembershipSignIn["method"];

/** The sign-in tabs, in order; their names are the page's words (membership-words.ts). */
export const signInMethods: readonly SignInMethod[] = ["mobile", "email", "membership"];

export function isSignInMethod(value: unknown): value is SignInMethod {
  return signInMethods.some((method) => method === value);
}

/**
 * Continue's answer to a well-formed entry: sign-in is not open (product-rules.md: Dialogs), said
 * plainly instead of pretending to log the guest in; `values` are what was entered.
 */
export function notOpenAnswer(values: Record<string, string>, messages: FormMessages): FormAnswer {
  return {
    form: "membership",
    outcome: "success",
    message: messages.success,
    fieldErrors: {},
    values,
    answerId: newIdempotencyKey(),
  };
}

export const membershipIntentField = "intent";
