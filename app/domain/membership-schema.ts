/**
 * /joinNow (product-rules.md: Dialogs): the three sign-in tabs are validated properly even though
 * online sign-in is not open yet; a valid entry is offered as a membership-interest enquiry.
 */
import { z } from "zod";
import { type InputSource, emailField, objectFor, phoneField, requiredString } from "./schema-fields";

export const membershipNumberLength = { min: 6, max: 12 } as const;
const { min: minLength, max: maxLength } = membershipNumberLength;

export const membershipMessages = {
  methodRequired: "Choose mobile number, email address or membership number",
  mobileRequired: "Mobile number is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  membershipNumberRequired: "Membership number is required",
  membershipNumberInvalid: `Enter a valid membership number (${minLength} to ${maxLength} letters or digits)`,
  termsRequired: "Please accept the terms and conditions",
} as const;

const m = membershipMessages;

// A checked box posts "on"; the client form holds a boolean.
const acceptedTerms = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value),
  z.literal(true, { error: m.termsRequired }),
);

export function createMembershipSchema({ source = "json" }: { source?: InputSource } = {}) {
  return z.discriminatedUnion(
    "method",
    [
      objectFor(
        { method: z.literal("mobile"), mobile: phoneField(m.mobileRequired), terms: acceptedTerms },
        source,
      ),
      objectFor(
        {
          method: z.literal("email"),
          email: emailField({ required: m.emailRequired, invalid: m.emailInvalid }),
          terms: acceptedTerms,
        },
        source,
      ),
      objectFor(
        {
          method: z.literal("membership"),
          membership_number: requiredString(m.membershipNumberRequired)
            .regex(new RegExp(`^[A-Za-z0-9]{${minLength},${maxLength}}$`), m.membershipNumberInvalid)
            .overwrite((value) => value.toUpperCase()),
          terms: acceptedTerms,
        },
        source,
      ),
    ],
    { error: m.methodRequired },
  );
}

export type MembershipSignIn = z.output<ReturnType<typeof createMembershipSchema>>;
