import { formWordsEn } from "~/components/form/form-words";
import { formWordsHi } from "~/components/form/form-words.hi";
import type { HomeBookingRequestWording } from "~/domain/home-booking-request-schema";
import type { Lang } from "~/i18n/lang";
import { wordsIn } from "~/i18n/words";
import type { FormMessages } from "../intake/form-answer";
import { type IntakeWords, intakeWordsEn } from "../intake/intake-words";
import { intakeWordsHi } from "../intake/intake-words.hi";
import { type HomeRequestWords, homeRequestWordsEn } from "./home-request-words";
import { homeRequestWordsHi } from "./home-request-words.hi";

/**
 * The home booking request's words in a request's language (product-rules.md: Hindi), for the
 * loaders of the pages that show the form (home, not found; `homeRequest` and `intake`) and for its
 * action. The browser joins them, and the root's `form` words, as `answersOf` and `wordingOf` do, so
 * both check and answer alike.
 */
export function homeRequestWords(lang: Lang): { homeRequest: HomeRequestWords; intake: IntakeWords } {
  return {
    homeRequest: wordsIn(lang, { en: homeRequestWordsEn, hi: homeRequestWordsHi }),
    intake: wordsIn(lang, { en: intakeWordsEn, hi: intakeWordsHi }),
  };
}

/** What the guest is told: the form's own answers, with the note about marked fields and the reasons every form shares. */
export function answersOf({ homeRequest, intake }: ReturnType<typeof homeRequestWords>): FormMessages {
  return { ...homeRequest.answers, checkFields: intake.checkFields, reasons: intake.reasons };
}

/** The schema's whole wording in `lang`: its own, with the wording every field shares (the root's `form` words). */
export function wordingOf(lang: Lang): HomeBookingRequestWording {
  const { homeRequest } = homeRequestWords(lang);
  return { ...homeRequest.schema, fields: wordsIn(lang, { en: formWordsEn, hi: formWordsHi }).fields };
}
