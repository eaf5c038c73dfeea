/**
 * `/Room/:type` slugs (product-rules.md: Routes and not-found): "Super Deluxe Room" ⇄
 * "super-deluxe-room", matched case-insensitively with hyphens read as spaces, so
 * `/Room/Super-Deluxe-Room` and `/room/super deluxe room` both work.
 */

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/[\s-]+/g, " ");
}

export function roomTypeSlug(roomTypeName: string): string {
  return normalise(roomTypeName).replace(/ /g, "-");
}

export function matchesRoomTypeSlug(roomTypeName: string, slug: string): boolean {
  return normalise(roomTypeName) === normalise(decodeURIComponentSafe(slug));
}

export function roomTypePath(roomTypeName: string): string {
  return `/Room/${roomTypeSlug(roomTypeName)}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
