/**
 * The language a guest's e-mail is written in (product-rules.md: Hindi): the words of that
 * language, and the policy sentences in it (app/content/policy-facts*.ts). The guest's language
 * is the one of the page they sent their booking or form from; mail to the hotel is English.
 */
import { hotel } from "~/content/hotel";
import { type PolicyFacts, policyFacts } from "~/content/policy-facts";
import { policyFactsHi } from "~/content/policy-facts.hi";
import type { Lang } from "~/i18n/lang";
import { wordsIn } from "~/i18n/words";
import type { BookingMailData } from "./booking-mail-data.server";
import { stayRange } from "./mail-dates.server";
import { type MailWords, mailWordsEn } from "./mail-words.server";
import { mailWordsHi } from "./mail-words.hi";

export function mailWordsIn(lang: Lang): MailWords {
  return wordsIn(lang, { en: mailWordsEn, hi: mailWordsHi });
}

/** The policy sentences a booking e-mail quotes, as the site's pages in `lang` word them. */
export function policySentences(lang: Lang): PolicyFacts {
  return wordsIn(lang, { en: policyFacts, hi: policyFactsHi });
}

/** The site's address for a guest reading `lang`: the Hindi home page for a Hindi guest. */
export const siteUrlIn = (lang: Lang) => (lang === "hi" ? `${hotel.siteUrl}/hi` : hotel.siteUrl);

/** What every guest e-mail about a booking fills its words with: the reference, the stay, the guest and the hotel. */
export function bookingMailValues(booking: BookingMailData, lang: Lang) {
  return {
    reference: booking.reference,
    range: stayRange(booking.checkIn, booking.checkOut, lang),
    name: booking.guest.name,
    hotelName: hotel.name,
    shortName: hotel.shortName,
  };
}
