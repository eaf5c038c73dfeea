import { enquiryDialogWordsEn } from "~/enquiries/dialogs/enquiry-dialog-words";
import { enquiryDialogWordsHi } from "~/enquiries/dialogs/enquiry-dialog-words.hi";
import { intakeWordsIn } from "~/enquiries/intake/intake-words.server";
import { type Lang, langOfPath } from "~/i18n/lang";
import { type InBothLangs, wordsIn } from "~/i18n/words";
import { upcomingWordsEn } from "./upcoming-words";
import { upcomingWordsHi } from "./upcoming-words.hi";

/**
 * What the loaders of the guest pages share (product-rules.md: Hindi): the request's language and
 * each feature's words in it. Only loaders import this module (`.server`), so neither language's
 * words can reach a page's JavaScript through it.
 */

/** The language a page was asked in, from its path (the only place a language is chosen). */
export function langOfRequest(request: Request): Lang {
  return langOfPath(new URL(request.url).pathname);
}

type InOneLang<Book> = { [Name in keyof Book]: Book[Name] extends InBothLangs<infer Words> ? Words : never };

/** Each feature's words in `lang`, under the name the page reads them by: a loader's `words`. */
export function wordsInLang<Book extends Record<string, InBothLangs<unknown>>>(lang: Lang, book: Book): InOneLang<Book> {
  return Object.fromEntries(Object.entries(book).map(([name, both]) => [name, wordsIn(lang, both)])) as InOneLang<Book>;
}

/** The Upcoming badge's and notice's words, for the page of an amenity that is not open yet. */
const upcomingWords: InBothLangs<typeof upcomingWordsEn> = { en: upcomingWordsEn, hi: upcomingWordsHi };

/** The words of the enquiry dialog a page opens: the dialog's own and the forms' shared ones (their features'). */
function enquiryDialogWordsIn(lang: Lang) {
  return { enquiryDialog: wordsIn(lang, { en: enquiryDialogWordsEn, hi: enquiryDialogWordsHi }), intake: intakeWordsIn(lang) };
}

/**
 * The words of a facility's page (product-rules.md: What is open): its copy under the name the page
 * reads it by, and the Upcoming words it shows until the facility opens.
 */
export function facilityPageWords<Book extends Record<string, InBothLangs<unknown>>>(request: Request, copy: Book) {
  return wordsInLang(langOfRequest(request), { ...copy, upcoming: upcomingWords });
}

/** A facility's page words, and the enquiry dialog's, for a facility that takes enquiries (the spa, the gym). */
export function enquiringFacilityWords<Book extends Record<string, InBothLangs<unknown>>>(request: Request, copy: Book) {
  return { ...facilityPageWords(request, copy), ...enquiryDialogWordsIn(langOfRequest(request)) };
}
