/**
 * Whether a feed needs staff's eye (product-rules.md: Channels): a feed whose fetches have failed
 * for six hours or more is raised on the page, since a channel's new reservations are then unseen.
 */

/** Hours of failed fetches after which a feed is raised (the Cron job mails the hotel then too). */
export const FEED_ALERT_HOURS = 6;

export type FeedHealth = { kind: "fine" } | { kind: "failing"; hours: number } | { kind: "alert"; hours: number };

export function feedHealth(failingSince: string | null, now: Date): FeedHealth {
  if (failingSince === null) return { kind: "fine" };
  const since = Date.parse(failingSince);
  if (Number.isNaN(since)) return { kind: "fine" };
  const hours = Math.max(0, Math.floor((now.getTime() - since) / 3_600_000));
  return hours >= FEED_ALERT_HOURS ? { kind: "alert", hours } : { kind: "failing", hours };
}

/** "Failing for 7 hours", "Failing for 1 hour", "Failing for less than an hour". */
export function failingWords(hours: number): string {
  if (hours < 1) return "Failing for less than an hour";
  return `Failing for ${hours} ${hours === 1 ? "hour" : "hours"}`;
}
