import type { ReactNode } from "react";
import type { Review, SocialPostEntry } from "~/domain/guest-words";
import { DeskSection } from "../desk-section";
import { deskDate } from "../desk-time";
import { EntryButtons } from "./guest-words-forms";

/** How the desk lists one kind of entry. */
interface Listing<Entry> {
  kind: "review" | "post";
  heading: string;
  /** Said while there are none, when the home page shows its examples instead. */
  none: string;
  /** The entry as staff read it in the list. */
  shown: (entry: Entry) => ReactNode;
  /** Names the entry for screen readers on its buttons. */
  name: (entry: Entry) => string;
}

export const reviewListing: Listing<Review> = {
  kind: "review",
  heading: "Guest reviews",
  none: "No reviews yet: the home page shows the examples.",
  shown: (entry) => (
    <>
      <p>“{entry.text}”</p>
      <p className="mt-1 text-sm text-ink-700">
        {entry.author}
        {entry.place ? `, ${entry.place}` : ""} · {entry.source}, {deskDate(entry.date)}
        {entry.rating ? ` · ${entry.rating} of 5 stars` : ""}
      </p>
    </>
  ),
  name: (entry) => `the review by ${entry.author}`,
};

export const postListing: Listing<SocialPostEntry> = {
  kind: "post",
  heading: "Social posts",
  none: "No posts yet: the home page shows the examples.",
  shown: (entry) => (
    <>
      <p>{entry.caption}</p>
      <p className="mt-1 text-sm text-ink-700">
        {entry.network}, {deskDate(entry.date)}
      </p>
    </>
  ),
  name: (entry) => `the ${entry.network} post of ${deskDate(entry.date)}`,
};

interface GuestWordsSectionProps<Entry extends { id: number }> {
  listing: Listing<Entry>;
  entries: readonly Entry[];
  formKey: string;
  /** The kind's one form, to add or change. */
  children: ReactNode;
}

/**
 * The reviews or the social posts (product-rules.md: Reviews and social posts): each in the order
 * the home page shows them, with its buttons, then the form. Both kinds are kept alike, so they are
 * drawn alike.
 */
export function GuestWordsSection<Entry extends { id: number }>({ listing, entries, formKey, children }: GuestWordsSectionProps<Entry>) {
  const { kind } = listing;
  return (
    <DeskSection id={`${kind}s`} heading={listing.heading}>
      {entries.length === 0 ? <p className="mt-2 text-ink-700">{listing.none}</p> : null}
      <ul className="mt-3 grid list-none gap-3 p-0">
        {entries.map((entry, index) => (
          <li key={entry.id} className="rounded-md bg-sand-50 p-3">
            {listing.shown(entry)}
            <EntryButtons id={entry.id} kind={kind} label={listing.name(entry)} formKey={formKey} first={index === 0} last={index === entries.length - 1} />
          </li>
        ))}
      </ul>
      {children}
    </DeskSection>
  );
}
