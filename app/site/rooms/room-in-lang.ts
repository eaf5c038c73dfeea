import type { Room, RoomSummary } from "~/domain/api-types";
import { findRoomType, type RoomTypeName } from "~/domain/room-types";
import type { Lang } from "~/i18n/lang";

/**
 * The four room types' names in Hindi. A type is fixed (rates, bookings and the chat go by it), so
 * its Hindi name is too; a room's own name is what staff write.
 */
const TYPE_NAMES_HI: Record<RoomTypeName, string> = {
  "Deluxe Room": "डीलक्स रूम",
  "Super Deluxe Room": "सुपर डीलक्स रूम",
  "Luxury Room": "लग्ज़री रूम",
  "Suite Room": "सुइट रूम",
};

/** A room type's name for a guest reading `lang`; a type we do not know keeps its own name. */
export function roomTypeNameIn(typeName: string, lang: Lang): string {
  if (lang === "en") return typeName;
  const type = findRoomType(typeName);
  return type ? TYPE_NAMES_HI[type.name] : typeName;
}

const filled = (text: string | undefined): text is string => text !== undefined && text.trim() !== "";

/**
 * A room as a page in `lang` shows it: on a Hindi page each word staff wrote in Hindi replaces the
 * English one, and each they left empty stays English, never blank (product-rules.md: Hindi). The
 * type keeps its English name as its key; `roomTypeNameIn` names it for the page.
 */
export function roomInLang<T extends RoomSummary | Room>(room: T, lang: Lang): T {
  const hi = room.hi;
  if (lang === "en" || !hi) return room;
  const localized: T = { ...room };
  if (filled(hi.name)) localized.name = hi.name;
  if (filled(hi.short_description)) localized.short_description = hi.short_description;
  if ("brief_description" in localized && filled(hi.brief_description)) localized.brief_description = hi.brief_description;
  if (hi.room_features?.some(filled)) localized.room_features = hi.room_features.filter(filled);
  return localized;
}

/**
 * A room as a page in `lang` sends it: its words in that language (English where staff wrote no
 * Hindi), without the other language's, so the page's data carries one language only.
 */
export function roomForPage<T extends RoomSummary | Room>(room: T, lang: Lang): T {
  const { hi: _hi, ...shown } = roomInLang(room, lang);
  if (!shown.facts) return shown as T;
  // The facts' words too (product-rules.md: Room facts): staff's Hindi where written, else the English.
  const { hi: factsHi, ...facts } = shown.facts;
  const inLang = lang === "hi" ? { ...facts, ...(filled(factsHi?.beds) ? { beds: factsHi.beds } : {}), ...(filled(factsHi?.view) ? { view: factsHi.view } : {}) } : facts;
  return { ...shown, facts: inLang } as T;
}
