import type { RoomTypeName } from "~/domain/room-types";

/**
 * The shape of the words of /Room and /Room/:type, in either language. Its own module, which both
 * languages' words import and neither of them is: room-listing-copy.ts picks a language's and
 * fills it in, so the English never imports the Hindi that imports it.
 */

/** One listing page's words, before their placeholders are filled. */
export interface ListingWords {
  title: string;
  description: string;
  keywords: string;
  heading: string;
  intro: string;
}

/**
 * A language's listing copy. `{hotel}`, `{shortName}`, `{place}` (the hotel's town and state as
 * staff keep them), `{km}` and `{minutes}` (to the temple), and `{temple}` (a language's whole
 * phrase for the distance, `temple`) are filled in; in the copy for a type with no words of its own
 * also `{type}`, `{line}` (the room's card line) and `{defaultKeywords}`.
 */
export interface ListingCopyWords {
  temple: string;
  default: ListingWords;
  types: Record<RoomTypeName, ListingWords>;
  otherType: Pick<ListingWords, "description" | "keywords">;
}
