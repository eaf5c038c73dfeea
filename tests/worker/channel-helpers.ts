/**
 * Shared by the channel tests: the channels' calendar servers stood in by intercepting fetch (any
 * other address fails the test, so nothing reaches the network), feeds added as the desk adds
 * them, and a clean slate of channels, bookings and repairs.
 */
import { env } from "cloudflare:test";
import { vi } from "vitest";
import { addFeed } from "~/channels/channel-feeds.server";
import { clearBookingStatements } from "./booked-rooms";

export type FeedRoute = (request: Request) => Response | Promise<Response>;

/** Intercepts every outbound fetch: each feed address answers from `routes`, anything else throws. */
export function standInFeeds(routes: Record<string, FeedRoute>) {
  const requests: Request[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    requests.push(request);
    const route = routes[request.url];
    if (!route) throw new Error(`Unexpected network call to ${request.url}`);
    return route(request);
  });
  return { requests, spy };
}

export const calendar = (text: string, headers: Record<string, string> = {}) =>
  new Response(text, { headers: { "Content-Type": "text/calendar; charset=utf-8", ...headers } });

/** Every channel feed, hold, log row and export address, in an order their references allow. */
export const channelTableStatements = () => [
  env.DB.prepare("DELETE FROM channel_sync_log"),
  env.DB.prepare("DELETE FROM channel_holds"),
  env.DB.prepare("DELETE FROM channel_feeds"),
  env.DB.prepare("DELETE FROM channel_exports"),
];

export async function clearChannels(): Promise<void> {
  await env.DB.batch([
    ...channelTableStatements(),
    ...clearBookingStatements(),
    env.DB.prepare("DELETE FROM room_unit_nights"),
    env.DB.prepare("DELETE FROM room_unit_blocks"),
    env.DB.prepare("DELETE FROM closed_nights"),
    env.DB.prepare("DELETE FROM mail_outbox"),
  ]);
}

export async function unitIdOf(number: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM room_units WHERE number = ? AND retired_at IS NULL").bind(number).first<{ id: number }>();
  if (!row) throw new Error(`no room ${number}`);
  return row.id;
}

let keys = 0;
export const formKey = (prefix = "channel") => {
  keys += 1;
  return `${prefix}-${Date.now()}-${keys}`;
};

/** Adds a feed as staff would and returns its id. */
export async function feedOn(options: { url: string; roomId: number; unitId?: number | null; channel?: string; name?: string }): Promise<number> {
  const outcome = await addFeed(env.DB, {
    name: options.name ?? "Booking.com suites",
    channel: options.channel ?? "booking_com",
    url: options.url,
    roomId: options.roomId,
    unitId: options.unitId ?? null,
    by: "reception@hotel.example",
    requestKey: formKey("feed"),
    allowLocalHttp: false,
  });
  if (!outcome.ok || outcome.id === undefined) throw new Error(JSON.stringify(outcome));
  return outcome.id;
}

export interface HoldRow {
  id: number;
  event_uid: string;
  first_night: string;
  until_date: string;
  summary: string;
  released_at: string | null;
  unit_id: number | null;
  conflict_note: string | null;
  conflict_mailed_at: string | null;
}

export async function holdsOf(feedId: number): Promise<HoldRow[]> {
  const { results } = await env.DB.prepare("SELECT * FROM channel_holds WHERE feed_id = ? ORDER BY id").bind(feedId).all<HoldRow>();
  return results;
}
