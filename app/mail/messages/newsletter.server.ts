/**
 * Newsletter sign-up (product-rules.md: Forms that reach the hotel): the address is asked to
 * confirm before anything is sent to it, and every message says how to leave, in the language of
 * the page it signed up on.
 */
import { hotel } from "~/content/hotel";
import type { Lang } from "~/i18n/lang";
import { fill } from "~/i18n/words";
import { button, type MailContent, paragraph, renderMail } from "./mail-layout.server";
import { mailWordsIn } from "./mail-lang.server";

export function newsletterConfirm(confirmUrl: string, unsubscribeUrl: string, email: string, lang: Lang = "en"): MailContent {
  const w = mailWordsIn(lang).newsletter;
  const values = { hotelName: hotel.name, shortName: hotel.shortName, url: unsubscribeUrl };
  return renderMail({
    lang,
    to: email,
    subject: fill(w.subject, values),
    preview: w.preview,
    blocks: [
      paragraph(fill(w.asked, values)),
      button(w.confirm, confirmUrl),
      paragraph(w.ignore),
      paragraph(fill(w.unsubscribe, values)),
    ],
  });
}
