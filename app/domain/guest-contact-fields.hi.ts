import type { GuestContactMessages, ReplyFieldMessages } from "./guest-contact-fields";

/** The enquiry forms' wording for the e-mail and phone in Hindi (product-rules.md: Hindi). */
export const replyFieldMessagesHi: ReplyFieldMessages = {
  emailRequired: "कृपया अपना ईमेल पता लिखें",
  emailInvalid: "ईमेल पता सही नहीं लगता, कृपया जाँच लें",
  phoneRequired: "कृपया अपना फ़ोन नंबर लिखें",
};

export const guestContactMessagesHi: GuestContactMessages = { nameRequired: "कृपया अपना नाम लिखें", ...replyFieldMessagesHi };
