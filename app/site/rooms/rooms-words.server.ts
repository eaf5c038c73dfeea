import type { Lang } from "~/i18n/lang";
import { wordsIn } from "~/i18n/words";
import { roomCardWordsEn } from "./room-card-words";
import { roomCardWordsHi } from "./room-card-words.hi";
import { roomsWordsEn } from "./rooms-words";
import { roomsWordsHi } from "./rooms-words.hi";

/**
 * The `roomCard` words in the page's language, for every loader whose page shows a room card, a
 * `RoomRate` or a `ClampedDescription` (the home page, the 404 page, the booking wizard, the desk's
 * preview): `words: { ...roomCardWords(lang) }`.
 */
export function roomCardWords(lang: Lang) {
  return { roomCard: wordsIn(lang, { en: roomCardWordsEn, hi: roomCardWordsHi }) };
}

/** Everything a room page (/Room, /Room/:type, a room's own page) shows: `rooms` and `roomCard`. */
export function roomPageWords(lang: Lang) {
  return { rooms: wordsIn(lang, { en: roomsWordsEn, hi: roomsWordsHi }), ...roomCardWords(lang) };
}
