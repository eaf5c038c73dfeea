import { feedById } from "~/channels/channel-feeds.server";
import { syncFeedNow } from "~/channels/channel-sync.server";
import type { deskChannelsOf } from "./desk-channels.server";

/**
 * "Fetch now": reads one feed at once, as the Cron job would, and says how it went: "missing" when
 * there is no such feed in use, "failed" when the channel's calendar could not be read (its status
 * on the page says why; its holds stay as they were).
 */
export async function fetchFeedNow(desk: ReturnType<typeof deskChannelsOf>, feedId: number): Promise<"missing" | "ok" | "failed"> {
  const outcome = await syncFeedNow(desk.env, feedId, desk.now);
  if (!outcome.ok) return "missing";
  const feed = await feedById(desk.db, feedId);
  return feed?.lastStatus === "failed" ? "failed" : "ok";
}
