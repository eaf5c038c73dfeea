/**
 * The words of an amenity the original site labels Upcoming (product-rules.md: Hindi): the badge
 * beside its hero title and the honest notice under the hero. Each upcoming page's loader sends them
 * as `upcoming`, and `UpcomingPage` (inner-page.tsx) shows them. The notice reads
 * `{openingSoon} {beforePhone} <phone> {afterPhone} <link>{link}</link>{end}`, and `{what}` is the
 * page's own name for the amenity.
 */
export const upcomingWordsEn = {
  badge: "Upcoming",
  openingSoon: "Opening soon.",
  beforePhone: "{what} is being completed and is not yet open to guests. For the opening date, call",
  afterPhone: "or",
  link: "write to us",
  end: ".",
  /** A facility opening on a known day (product-rules.md: What is open); `{date}` is that day. */
  opensBadge: "Opens {date}",
  opensOn: "Opens {date}.",
  opensBeforePhone: "{what} opens to guests on {date}. To book ahead, call",
  /** The daily hours as staff keep them: while open, and before an announced opening. */
  openDaily: "Open daily, {opens} to {closes}",
  hoursFrom: "From {date}: daily, {opens} to {closes}",
  /** The hours card's one row: the days it names, beside `{opens} – {closes}`. */
  everyDay: "Every day",
  everyDayFrom: "Every day from {date}",
};

export type UpcomingWords = typeof upcomingWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    upcoming: UpcomingWords;
  }
}
