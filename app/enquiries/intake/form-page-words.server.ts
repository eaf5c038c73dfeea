import { langOfPath } from "~/i18n/lang";
import { type InBothLangs, wordsIn } from "~/i18n/words";
import type { IntakeWords } from "./intake-words";
import { intakeWordsIn } from "./intake-words.server";

/**
 * The `words` of a page with a guest form, for its loader: the page's own (under `name`, the name
 * the page reads them by) and the words every guest form's outcome shares, in the language of the
 * request's path (product-rules.md: Hindi).
 */
export function formPageWords<Name extends string, Words>(request: Request, name: Name, both: InBothLangs<Words>) {
  const lang = langOfPath(new URL(request.url).pathname);
  // A computed key widens to a string index; `name` is the one key besides `intake`.
  return { [name]: wordsIn(lang, both), intake: intakeWordsIn(lang) } as Record<Name, Words> & { intake: IntakeWords };
}
