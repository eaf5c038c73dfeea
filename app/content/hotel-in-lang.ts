import type { Lang } from "../domain/lang";
import { type Banner, type HotelSettings, hotel, type Offer } from "./hotel";

/**
 * What staff keep on the desk, as a page in a language shows it (product-rules.md: Hindi): beside
 * the offer's words, the announcement's and the address's lines staff may write Hindi. A Hindi page
 * shows each Hindi line they wrote and the English one where they left it empty, never a blank; an
 * English page always shows the English. Read when called, never when a module loads: the saved
 * settings change while the Worker runs.
 */

const written = (text: string | undefined): text is string => text !== undefined && text.trim() !== "";

/** Staff's Hindi on a Hindi page when they wrote it; otherwise the English. */
export function staffWordsIn(english: string, hindi: string | undefined, lang: Lang): string {
  return lang === "hi" && written(hindi) ? hindi.trim() : english;
}

/** What naming an offer needs: its English name and any Hindi staff gave it. */
export type OfferNaming = Pick<Offer, "title" | "hi">;

/** "Festive season offer" on an English page; "त्योहारी मौसम का ऑफ़र" on a Hindi one when staff wrote it. */
export function offerNameIn(offer: OfferNaming, lang: Lang): string {
  return staffWordsIn(offer.title, offer.hi?.title, lang);
}

/**
 * The offer with its name and home-slide words in `lang` (each Hindi one staff left empty stays
 * English; a slide word staff wrote in neither language stays absent, so the page's own words
 * stand for it).
 */
export function offerInLang<T extends Pick<Offer, "title" | "heroHeading" | "heroText" | "hi">>(offer: T, lang: Lang): T {
  if (lang === "en") return offer;
  const hi = offer.hi;
  return {
    ...offer,
    title: offerNameIn(offer, lang),
    heroHeading: written(hi?.heroHeading) ? hi.heroHeading.trim() : offer.heroHeading,
    heroText: written(hi?.heroText) ? hi.heroText.trim() : offer.heroText,
  };
}

/** The announcement's sentence and link words in `lang`; the link goes where it goes in both. */
export function bannerInLang(banner: Banner, lang: Lang): Pick<Banner, "text" | "link"> {
  return {
    text: staffWordsIn(banner.text, banner.hi?.text, lang),
    link: banner.link && { href: banner.link.href, label: staffWordsIn(banner.link.label, banner.hi?.linkLabel, lang) },
  };
}

/** The hotel's postal address as a page or e-mail in `lang` writes it: each line in Hindi where staff wrote one. */
export function addressIn(lang: Lang) {
  const { hi, ...address } = hotel.address;
  return {
    ...address,
    street: staffWordsIn(address.street, hi?.street, lang),
    locality: staffWordsIn(address.locality, hi?.locality, lang),
    district: staffWordsIn(address.district, hi?.district, lang),
    region: staffWordsIn(address.region, hi?.region, lang),
  };
}

/**
 * The settings a page in `lang` is sent in the root's data: a Hindi page needs staff's Hindi and
 * their English (where the Hindi is left empty); an English page never shows the Hindi, so its data
 * carries none (product-rules.md: Hindi: a page's data carries its own language).
 */
export function settingsForPage(settings: HotelSettings, lang: Lang): HotelSettings {
  if (lang === "hi") return settings;
  return {
    details: { ...settings.details, address: withoutHindi(settings.details.address) },
    offers: settings.offers.map(withoutHindi),
    banner: settings.banner && withoutHindi(settings.banner),
    facilities: settings.facilities,
  };
}

function withoutHindi<T extends { hi?: unknown }>({ hi: _hi, ...english }: T): Omit<T, "hi"> {
  return english;
}
