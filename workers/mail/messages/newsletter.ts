/**
 * Newsletter sign-up (product-rules.md: Forms that reach the hotel): the address is asked to
 * confirm before anything is sent to it, and every message says how to leave.
 */
import { hotel } from "~/content/hotel";
import { button, type MailContent, paragraph, renderMail } from "./mail-layout";

export function newsletterConfirm(confirmUrl: string, unsubscribeUrl: string, email: string): MailContent {
  return renderMail({
    to: email,
    subject: `Please confirm your subscription to ${hotel.shortName}'s news`,
    preview: "One click confirms it; if you did not sign up, ignore this e-mail.",
    blocks: [
      paragraph(
        `Someone, hopefully you, asked to receive news and offers from ${hotel.name} at this address. Please confirm that it was you.`,
      ),
      button("Confirm my subscription", confirmUrl),
      paragraph("If you did not sign up, ignore this e-mail: we will not write to you again."),
      paragraph(`Changed your mind later? Unsubscribe at any time: ${unsubscribeUrl}`),
    ],
  });
}
