/**
 * What a room offers. The origin may list a room's own features; when it lists none, the comforts
 * every room has are shown, in a guest's words. Size, beds, view and guests are the room's facts
 * (product-rules.md: Room facts), never a fixed "24 m², one bed, 2 adults" for every type.
 */
import type { IconName } from "~/components/icon";
import type { Room } from "~/domain/api-types";

export const standardRoomFeatures: readonly string[] = [
  "Air-conditioned",
  "Free Wi-Fi",
  "TV",
  "Heater",
  "Phone",
  "Laundry on request",
];

/**
 * The room's own features, else the fixed list: `standard` is the page's language's
 * (`roomCard.standardFeatures`), English where a page does not give it.
 */
export function roomFeatures(room: Pick<Room, "room_features">, standard: readonly string[] = standardRoomFeatures): readonly string[] {
  const own = room.room_features.map((feature) => feature.trim()).filter(Boolean);
  return own.length > 0 ? own : standard;
}

// Keyword → icon; the first keyword found in a feature's text wins. Hindi features (product-rules.md:
// Hindi) are matched too, with or without the nukta (फ़ोन, फोन), as staff may type either.
const nukta = "\u093C?";
const iconRules: [RegExp, IconName][] = [
  [new RegExp(`wi-?fi|internet|वाई[- ]?फ${nukta}ाई|इंटरनेट`, "i"), "wifi"],
  [/\btv\b|television|टीवी|टी\.वी\./i, "tv"],
  [/air[- ]?con|\bac\b|एसी|एयर कंडीशन/i, "ac"],
  [/heater|heating|हीटर/i, "heater"],
  [new RegExp(`phone|telephone|फ${nukta}ोन`, "i"), "phone"],
  [/laundry|लॉन्ड्री|धुलाई/i, "laundry"],
  [/adult|guest|occupan|वयस्क|मेहमान/i, "users"],
  [new RegExp(`size|m²|sq|साइज${nukta}|आकार|वर्ग मीटर`, "i"), "ruler"],
  [/bed|बेड|पलंग|बिस्तर/i, "bed"],
  [/room service|रूम सर्विस/i, "room-service"],
];

export function featureIcon(feature: string): IconName {
  // NFC writes a nukta letter (फ़, ज़) as its base letter and the nukta, as the patterns do.
  const text = feature.normalize("NFC");
  return iconRules.find(([pattern]) => pattern.test(text))?.[1] ?? "check";
}

/** The row of amenity icons closing a room card: the in-room comforts every type has (`roomCard.amenities` names them). */
export const cardAmenities = ["wifi", "tv", "ac", "heater", "phone", "laundry"] as const satisfies readonly IconName[];
