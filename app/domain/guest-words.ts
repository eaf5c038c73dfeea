/**
 * Real guest reviews and the hotel's own social posts as staff add them on the desk
 * (product-rules.md: Reviews and social posts): each with its source, its date and a link to where
 * it was published, so nothing on the site is a quote nobody can check.
 */
import { z } from "zod";
import type { IsoDate } from "../content/hotel";
import { type FormResult, ownFieldsResult } from "./form-result";
import { compareDates, isValidIsoDate } from "./hotel-date";
import { optionalText, requiredLine, requiredText } from "./schema-fields";

export const reviewSources = ["Google", "TripAdvisor", "MakeMyTrip", "Booking.com", "Goibibo", "Facebook", "Other"] as const;
export const postNetworks = ["Instagram", "Facebook", "YouTube"] as const;
export type ReviewSource = (typeof reviewSources)[number];
export type PostNetwork = (typeof postNetworks)[number];

export const guestWordLimits = { review: 600, author: 60, place: 60, caption: 300, url: 500 } as const;

/**
 * How many of each kind the home page carries, the first in staff's order: a carousel's worth, so its
 * data stays a few kilobytes however many staff keep on the desk.
 */
export const homeShowsAtMost = 12;

export interface Review {
  id: number;
  text: string;
  author: string;
  place: string;
  source: ReviewSource;
  url: string;
  date: IsoDate;
  rating: number | null;
}

export interface SocialPostEntry {
  id: number;
  caption: string;
  network: PostNetwork;
  url: string;
  date: IsoDate;
}

/** What the home page shows: the real ones, in staff's order (empty lists mean the placeholders). */
export interface GuestWords {
  reviews: Review[];
  posts: SocialPostEntry[];
}

const networkHosts: Record<PostNetwork, readonly string[]> = {
  Instagram: ["instagram.com"],
  Facebook: ["facebook.com", "fb.com", "fb.watch"],
  YouTube: ["youtube.com", "youtu.be"],
};

const httpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
};

const link = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Give the link to the ${what}`)
    .max(guestWordLimits.url, `The link must be ${guestWordLimits.url} characters or fewer`)
    .refine(httpsUrl, "The link must be a full https:// address");

/** A day that has come, in hotel time: nobody reviewed a stay tomorrow. */
const pastDay = (today: IsoDate, what: string) =>
  z
    .string()
    .trim()
    .refine(isValidIsoDate, `Give the date the ${what} was published`)
    .refine((value) => !isValidIsoDate(value) || compareDates(value as IsoDate, today) <= 0, `The ${what}'s date cannot be in the future`)
    .transform((value) => value as IsoDate);

type NewReview = Omit<Review, "id">;
type NewPost = Omit<SocialPostEntry, "id">;


export function parseReviewForm(fields: Record<string, string>, today: IsoDate): FormResult<NewReview> {
  const schema = z.object({
    text: requiredText("Write the guest's words as they wrote them", "The review", guestWordLimits.review),
    author: requiredLine("Give the name the guest shows on the review", "The name", guestWordLimits.author),
    place: optionalText("Where they came from", guestWordLimits.place),
    source: z.enum(reviewSources, { error: "Choose where the review was published" }),
    url: link("review"),
    date: pastDay(today, "review"),
    rating: z
      .string()
      .trim()
      .refine((value) => value === "" || /^[1-5]$/.test(value), "Choose a rating from 1 to 5 stars, or none"),
  });
  return ownFieldsResult(schema, fields, ({ rating, ...review }) => ({
    ...review,
    rating: rating === "" ? null : Number(rating),
  }));
}

export function parsePostForm(fields: Record<string, string>, today: IsoDate): FormResult<NewPost> {
  const schema = z
    .object({
      caption: requiredText("Write the post's caption", "The caption", guestWordLimits.caption),
      network: z.enum(postNetworks, { error: "Choose where the post was published" }),
      url: link("post"),
      date: pastDay(today, "post"),
    })
    .refine(
      (post) => {
        if (!httpsUrl(post.url)) return true;
        const host = new URL(post.url).hostname.toLowerCase();
        return networkHosts[post.network].some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
      },
      { error: "The link must be the post's address on that network", path: ["url"] },
    );
  return ownFieldsResult(schema, fields, (post) => post);
}

/** A review as its form's fields, to change it on the desk. */
export function reviewFormValues(review: Review): Record<string, string> {
  const { text, author, place, source, url, date, rating } = review;
  return { text, author, place, source, url, date, rating: rating === null ? "" : String(rating) };
}

/** A post as its form's fields, to change it on the desk. */
export function postFormValues(post: SocialPostEntry): Record<string, string> {
  const { caption, network, url, date } = post;
  return { caption, network, url, date };
}
