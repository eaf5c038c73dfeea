/**
 * /joinNow (product-rules.md: Dialogs): the three sign-in tabs are validated properly even though
 * online sign-in is not open yet; a valid entry is offered as a membership-interest enquiry.
 */
import { z } from "zod";
import {
  type FormWording,
  type InputSource,
  emailField,
  fieldMessagesEn,
  objectFor,
  phoneField,
  requiredString,
} from "./schema-fields";

export const membershipNumberLength = { min: 6, max: 12 } as const;
const { min: minLength, max: maxLength } = membershipNumberLength;

/** What the sign-in schema says, in one language: English here, Hindi in `membership-schema.hi.ts`. */
export interface MembershipMessages {
  methodRequired: string;
  mobileRequired: string;
  emailRequired: string;
  emailInvalid: string;
  membershipNumberRequired: string;
  membershipNumberInvalid: string;
  termsRequired: string;
}

export const membershipMessages: MembershipMessages = {
  methodRequired: "Choose mobile number, email address or membership number",
  mobileRequired: "Mobile number is required",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  membershipNumberRequired: "Membership number is required",
  membershipNumberInvalid: `Enter a valid membership number (${minLength} to ${maxLength} letters or digits)`,
  termsRequired: "Please accept the terms and conditions",
};

/** The fields' names as the shared messages quote them. */
export interface MembershipLabels {
  email: string;
}

export const membershipLabels: MembershipLabels = { email: "Email" };

/** Everything the sign-in schema says, in one language. */
export type MembershipWording = FormWording<MembershipMessages, MembershipLabels>;

export const membershipWordingEn: MembershipWording = {
  messages: membershipMessages,
  labels: membershipLabels,
  fields: fieldMessagesEn,
};

export function createMembershipSchema({
  source = "json",
  wording = membershipWordingEn,
}: { source?: InputSource; wording?: MembershipWording } = {}) {
  const { messages: m, labels, fields: f } = wording;
  // A checked box posts "on"; the client form holds a boolean.
  const acceptedTerms = z.preprocess(
    (value) => (value === "on" || value === "true" ? true : value),
    z.literal(true, { error: m.termsRequired }),
  );
  return z.discriminatedUnion(
    "method",
    [
      objectFor(
        { method: z.literal("mobile"), mobile: phoneField(m.mobileRequired, f), terms: acceptedTerms },
        source,
        f,
      ),
      objectFor(
        {
          method: z.literal("email"),
          email: emailField({ required: m.emailRequired, invalid: m.emailInvalid, emailLabel: labels.email }, f),
          terms: acceptedTerms,
        },
        source,
        f,
      ),
      objectFor(
        {
          method: z.literal("membership"),
          membership_number: requiredString(m.membershipNumberRequired, f)
            .regex(new RegExp(`^[A-Za-z0-9]{${minLength},${maxLength}}$`), m.membershipNumberInvalid)
            .overwrite((value) => value.toUpperCase()),
          terms: acceptedTerms,
        },
        source,
        f,
      ),
    ],
    { error: m.methodRequired },
  );
}

export type MembershipSignIn = z.output<ReturnType<typeof createMembershipSchema>>;
