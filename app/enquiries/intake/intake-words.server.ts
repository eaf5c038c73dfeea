import type { Lang } from "~/i18n/lang";
import { type InBothLangs, wordsIn } from "~/i18n/words";
import type { FormMessages } from "./form-answer";
import { type IntakeWords, intakeWordsEn } from "./intake-words";
import { intakeWordsHi } from "./intake-words.hi";

/** The shared form words in `lang`, for the loader of every route with a guest form. */
export function intakeWordsIn(lang: Lang): IntakeWords {
  return wordsIn(lang, { en: intakeWordsEn, hi: intakeWordsHi });
}

/** A form's messages for its action, in the page's language, with the shared intake words added. */
export function formMessagesIn(lang: Lang, own: InBothLangs<FormMessages>): FormMessages {
  const intake = intakeWordsIn(lang);
  return { ...wordsIn(lang, own), checkFields: intake.checkFields, reasons: intake.reasons };
}
