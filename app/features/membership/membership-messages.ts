import { hotel } from "~/content/hotel";
import type { MembershipSignIn } from "~/domain/membership-schema";
import type { FormAnswer, FormMessages } from "../intake/form-answer";
import { newIdempotencyKey } from "../idempotency";

export type SignInMethod = MembershipSignIn["method"];

export const signInMethods: readonly { method: SignInMethod; label: string }[] = [
  { method: "mobile", label: "Mobile Number" },
  { method: "email", label: "Email Address" },
  { method: "membership", label: "Membership Number" },
];

export function isSignInMethod(value: unknown): value is SignInMethod {
  return signInMethods.some((entry) => entry.method === value);
}

/**
 * Say plainly (product-rules.md: Dialogs) that sign-in is not open, instead of pretending to log
 * the guest in.
 */
export const notOpenMessage = "Online member sign-in is not open yet.";

export function notOpenExplanation(signIn: Pick<MembershipSignIn, "method">): string {
  const reach =
    signIn.method === "membership"
      ? `If the hotel gave you a membership number, call us on ${hotel.phones.primary.display} and we will look it up.`
      : "Register your interest and we will contact you as soon as the programme opens.";
  return `Our member programme (member rates, dining and spa offers and reward coins) is being set up. ${reach}`;
}

export const continueMessages: FormMessages = {
  success: notOpenMessage,
  failure: "We could not check your details.",
  networkError: "An error occurred. Please try again later.",
};

/** Continue's answer to a well-formed entry: sign-in is not open; `values` are what was entered. */
export function notOpenAnswer(values: Record<string, string>): FormAnswer {
  return {
    form: "membership",
    outcome: "success",
    message: continueMessages.success,
    fieldErrors: {},
    values,
    answerId: newIdempotencyKey(),
  };
}

export const interestMessages: FormMessages = {
  success: "Thank you! We have noted your interest and will contact you when member sign-in opens.",
  failure: "Failed to register your interest. Please try again.",
  networkError: "An error occurred. Please try again later.",
};

export const membershipIntentField = "intent";
