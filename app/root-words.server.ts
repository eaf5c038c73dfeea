import { formWordsEn } from "~/components/form/form-words";
import { formWordsHi } from "~/components/form/form-words.hi";
import { bookingCtaWordsEn } from "~/booking/wizard/booking-cta-words";
import { bookingCtaWordsHi } from "~/booking/wizard/booking-cta-words.hi";
import { frameWordsEn } from "~/frame/footer/frame-words";
import { frameWordsHi } from "~/frame/footer/frame-words.hi";
import { shellWordsEn } from "~/frame/shell/shell-words";
import { shellWordsHi } from "~/frame/shell/shell-words.hi";
import { type HindiOfferWords, hindiOfferWordsHi } from "~/frame/shell/hindi-offer-words";
import type { Lang } from "./i18n/lang";
import { wordsIn } from "./i18n/words";

/**
 * The words the root sends with every page, in its language only (product-rules.md: Hindi): the
 * frame around the page and the few parts many pages share. A page's own words come from its loader.
 */
export function rootWords(lang: Lang) {
  return {
    shell: wordsIn(lang, { en: shellWordsEn, hi: shellWordsHi }),
    frame: wordsIn(lang, { en: frameWordsEn, hi: frameWordsHi }),
    bookingCta: wordsIn(lang, { en: bookingCtaWordsEn, hi: bookingCtaWordsHi }),
    form: wordsIn(lang, { en: formWordsEn, hi: formWordsHi }),
    // The offer of the Hindi version, to English pages only, in Hindi (app/frame/shell/hindi-offer.tsx).
    hindiOffer: lang === "en" ? hindiOfferWordsHi : (null as HindiOfferWords | null),
  };
}
