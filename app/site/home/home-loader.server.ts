import type { RouterContextProvider } from "react-router";
import { pageMeta } from "~/components/seo";
import { facilities } from "~/content/facilities";
import { facilitiesHi } from "~/content/facilities.hi";
import { requestInfoContext, servicesContext } from "~/context";
import type { RoomSummary } from "~/domain/api-types";
import { type GuestWords, homeShowsAtMost } from "~/domain/guest-words";
import { todayInHotel } from "~/domain/hotel-date";
import type { Lang } from "~/i18n/lang";
import { type SentWords, sendWords, wordsIn } from "~/i18n/words";
import { homeRequestWords } from "../../enquiries/booking-request/home-request-words.server";
import { loadRooms } from "../rooms/load-rooms.server";
import { roomCardWords } from "../rooms/rooms-words.server";
import { homeMetaWordsEn, homeWordsEn } from "./home-words";
import { homeMetaWordsHi, homeWordsHi } from "./home-words.hi";
import { hotelJsonLd } from "./hotel-json-ld";

/**
 * The words of the home content (product-rules.md: Hindi), in the page's language only: its own
 * (`home`), the booking request form's (`homeRequest`, with `intake`, which every guest form's page
 * sends) and the room cards' (`roomCard`). The examples go only while the page shows them: none
 * once staff have added the first real review or post.
 */
export function homeContentWords(lang: Lang, shown: GuestWords, documentRequest = false) {
  const { facilities, about, temple, ...home } = wordsIn(lang, { en: homeWordsEn, hi: homeWordsHi });
  return {
    home: {
      ...home,
      // The server-drawn sections' words (home-content.tsx): a document's HTML already shows them.
      ...(documentRequest ? {} : { facilities, about, temple }),
      stayExamples: shown.reviews.length > 0 ? [] : home.stayExamples,
      examplePosts: shown.posts.length > 0 ? [] : home.examplePosts,
    },
    ...homeRequestWords(lang),
    ...roomCardWords(lang),
  };
}

export type HomeContentWords = ReturnType<typeof homeContentWords>;

export interface HomeData {
  today: ReturnType<typeof todayInHotel>;
  /**
   * null when the rooms cannot be loaded (origin down, nothing cached): the page says so
   * (product-rules.md: Read cache). In the page's language (staff's Hindi words on a Hindi page).
   */
  rooms: RoomSummary[] | null;
  guestWords: GuestWords;
  words: SentWords<HomeContentWords>;
}

/**
 * What the home page (and the 404 page, which shows the home content, product-rules.md: Routes and
 * not-found) needs from the server, in the page's language (English unless told).
 */
export async function loadHomeData(context: Readonly<RouterContextProvider>, lang: Lang = "en"): Promise<HomeData> {
  const { now, documentRequest } = context.get(requestInfoContext);
  const services = context.get(servicesContext);
  const [rooms, guestWords] = await Promise.all([loadRooms(services, lang), services.guestWords.list()]);
  // Only what the cards show, and at most a carousel's worth (product-rules.md: Reviews and social posts).
  const shown = { reviews: guestWords.reviews.slice(0, homeShowsAtMost), posts: guestWords.posts.slice(0, homeShowsAtMost) };
  return { today: todayInHotel(now), rooms, guestWords: shown, words: sendWords(homeContentWords(lang, shown, documentRequest)) };
}

/**
 * The home page's meta in its language (product-rules.md: SEO, Hindi): title, description and
 * keywords from its words (English keeps the site's defaults). Plain JSON objects: MetaDescriptor's
 * own type is too rich for React Router's serialisation types.
 */
export function homeMeta(lang: Lang): Record<string, unknown>[] {
  const meta = wordsIn(lang, { en: homeMetaWordsEn, hi: homeMetaWordsHi });
  return pageMeta({ title: meta.title || undefined, description: meta.description, keywords: meta.keywords, path: "/", lang });
}

/** The schema.org Hotel of the home page in its language (product-rules.md: SEO, Hindi). */
export function homeStructuredData(lang: Lang, rooms: HomeData["rooms"]): object {
  const meta = wordsIn(lang, { en: homeMetaWordsEn, hi: homeMetaWordsHi });
  return hotelJsonLd(rooms, {
    description: meta.description,
    priceRange: meta.priceRange,
    facilities: lang === "hi" ? facilitiesHi : facilities,
  });
}
