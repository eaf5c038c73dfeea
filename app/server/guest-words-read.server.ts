import type { IsoDate } from "~/content/hotel";
import type { GuestWords, PostNetwork, ReviewSource } from "~/domain/guest-words";

export interface GuestWordRow {
  id: number;
  kind: "review" | "post";
  body: string;
  author: string;
  place: string;
  source: string;
  url: string;
  posted_on: string;
  rating: number | null;
  sort_order: number;
}

/** Every review and post in staff's order: what the desk lists and the home page shows. */
export async function readGuestWords(db: D1Database): Promise<GuestWords> {
  const { results } = await db
    .prepare("SELECT id, kind, body, author, place, source, url, posted_on, rating, sort_order FROM guest_words ORDER BY sort_order, id")
    .all<GuestWordRow>();
  return {
    reviews: results
      .filter((row) => row.kind === "review")
      .map((row) => ({
        id: row.id,
        text: row.body,
        author: row.author,
        place: row.place,
        source: row.source as ReviewSource,
        url: row.url,
        date: row.posted_on as IsoDate,
        rating: row.rating,
      })),
    posts: results
      .filter((row) => row.kind === "post")
      .map((row) => ({ id: row.id, caption: row.body, network: row.source as PostNetwork, url: row.url, date: row.posted_on as IsoDate })),
  };
}

