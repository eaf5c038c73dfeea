/**
 * Who the guest is, as every guest form asks for it: a name, and the e-mail and phone the hotel
 * answers on. The rules are written once here; each form says "required" its own way, and most
 * say it in the words below.
 */
import { type FieldMessages, emailAndPhoneFields, fieldMessagesEn, maxNameLength, requiredLine } from "./schema-fields";

/** A form's wording for the e-mail and phone it asks for (the name's wording is the form's own). */
export interface ReplyFieldMessages {
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
}

/** The wording of the original site's enquiry forms; Hindi in `guest-contact-fields.hi.ts`. */
export const replyFieldMessagesEn: ReplyFieldMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Invalid email format",
  phoneRequired: "Phone number is required",
};

export interface GuestContactMessages extends ReplyFieldMessages {
  nameRequired: string;
}

export const guestContactMessagesEn: GuestContactMessages = { nameRequired: "Name is required", ...replyFieldMessagesEn };

/** The name and e-mail fields' names, in the form's language, as the shared messages quote them. */
export interface GuestContactLabels {
  name: string;
  email: string;
}

/** `name`, `email` and `phone`: trimmed and tidied, the phone in E.164. */
export function guestContactFields(m: GuestContactMessages, labels: GuestContactLabels, f: FieldMessages = fieldMessagesEn) {
  return {
    name: requiredLine(m.nameRequired, labels.name, maxNameLength, f),
    ...emailAndPhoneFields({ ...m, emailLabel: labels.email }, f),
  };
}
