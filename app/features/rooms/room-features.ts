/**
 * What a room offers. The origin may list a room's own features; when it lists none, the original
 * site's fixed list is shown (the original site's: 24 m², one bed, 2 adults).
 */
import type { IconName } from "~/components/icon";
import type { Room } from "~/domain/api-types";

export const standardRoomFeatures: readonly string[] = [
  "TV",
  "Free Wifi",
  "Air Condition",
  "Heater",
  "Phone",
  "Laundry",
  "Adults: 2",
  "Size: 24m²",
  "Bed Type: One bed",
];

export function roomFeatures(room: Pick<Room, "room_features">): readonly string[] {
  const own = room.room_features.map((feature) => feature.trim()).filter(Boolean);
  return own.length > 0 ? own : standardRoomFeatures;
}

// Keyword → icon; the first keyword found in a feature's text wins.
const iconRules: [RegExp, IconName][] = [
  [/wi-?fi|internet/i, "wifi"],
  [/\btv\b|television/i, "tv"],
  [/air ?con|\bac\b/i, "ac"],
  [/heater|heating/i, "heater"],
  [/phone|telephone/i, "phone"],
  [/laundry/i, "laundry"],
  [/adult|guest|occupan/i, "users"],
  [/size|m²|sq/i, "ruler"],
  [/bed/i, "bed"],
  [/room service/i, "room-service"],
];

export function featureIcon(feature: string): IconName {
  return iconRules.find(([pattern]) => pattern.test(feature))?.[1] ?? "check";
}

/** The row of amenity icons closing a room card: the in-room comforts every type has. */
export const cardAmenities: readonly { icon: IconName; label: string }[] = [
  { icon: "wifi", label: "Free Wi-Fi" },
  { icon: "tv", label: "TV" },
  { icon: "ac", label: "Air conditioning" },
  { icon: "heater", label: "Heater" },
  { icon: "phone", label: "Phone" },
  { icon: "laundry", label: "Laundry" },
];
