/**
 * The four room types (the embedded origin seeds them with ids 1–4, product-rules.md: Two origins).
 * The chat asks for a type by name, so names are matched loosely: any case, extra spaces, hyphens
 * as spaces ("super-deluxe-room"), with or without the trailing " Room".
 */

export const roomTypes = [
  { id: 1, name: "Deluxe Room", shortName: "Deluxe" },
  { id: 2, name: "Super Deluxe Room", shortName: "Super Deluxe" },
  { id: 3, name: "Luxury Room", shortName: "Luxury" },
  { id: 4, name: "Suite Room", shortName: "Suite" },
] as const;

export type RoomType = (typeof roomTypes)[number];
export type RoomTypeName = RoomType["name"];

function normalise(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ")
    .replace(/ room$/, "");
}

export function findRoomType(text: string): RoomType | undefined {
  const wanted = normalise(text);
  return roomTypes.find((type) => normalise(type.name) === wanted);
}

/** "Deluxe, Super Deluxe, Luxury or Suite", for messages that list the choices. */
export const roomTypeChoices = `${roomTypes
  .slice(0, -1)
  .map((t) => t.shortName)
  .join(", ")} or ${roomTypes[roomTypes.length - 1].shortName}`;
