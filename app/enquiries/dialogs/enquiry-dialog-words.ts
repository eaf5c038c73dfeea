import { contactPageWordsEn } from "../contact/contact-words";
import { guestFieldWordsEn, tryAgainLaterEn } from "../intake/intake-words";

/**
 * The words of the Spa and Gym enquiry dialogs (product-rules.md: Dialogs, Hindi): the dialog's
 * heading and the message's opening sentence for each kind (`{topic}` is the treatment or
 * programme as the page names it), the form, what the guest is told and the schema's messages for
 * the browser's check. The Spa and Gym routes send them as `enquiryDialog`, with `intake`.
 */
export const enquiryDialogWordsEn = {
  kinds: {
    spa: { heading: "Book the {topic}", opener: "I would like to book the {topic}. Preferred date and time: " },
    gym: { heading: "Join {topic}", opener: "I would like to join the {topic} programme. Preferred days and time: " },
  },
  opening: "Opening the form…",
  intro: "Leave your details and our team will call you back to confirm a time. Nothing is charged now.",
  ...guestFieldWordsEn,
  message: "Message",
  submit: "Send Enquiry",
  messages: {
    success: "Enquiry sent successfully! We will call you to confirm a time.",
    failure: "Failed to send enquiry.",
    networkError: tryAgainLaterEn,
  },
  /** The dialogs post /Contact's enquiry (`createContactEnquirySchema`), so the browser checks them in its words. */
  schema: contactPageWordsEn.schema,
};

export type EnquiryDialogWords = typeof enquiryDialogWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    enquiryDialog: EnquiryDialogWords;
  }
}
