/**
 * Shared by the Channels desk tests: the page's real route action and loader with a signed-in
 * member of staff, and feeds and holds written straight into D1, as the Cron job's import leaves them.
 */
import { env } from "cloudflare:test";
import type { IsoDate } from "~/content/hotel";
import type { AvailableRoom } from "~/domain/api-types";
import type { DeskFormFailure } from "../../app/desk/desk-form-post";
import { action, loader } from "../../app/desk/channels/admin-channels";
import { channelTableStatements } from "./channel-helpers";
import { clearDesk, deskRequestContext, noonAt } from "./desk-helpers";
import { postJson, safeJson } from "./read-harness";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

/** Forgets every channel feed, hold, log and export address, then every booking. */
export async function clearChannels(): Promise<void> {
  await env.DB.batch(channelTableStatements());
  await clearDesk();
}

export interface PostAnswer {
  status: number;
  location: string | null;
  failure: DeskFormFailure | null;
}

/** Posts one of the Channels page's forms through its action, as staff would on `today`. */
export async function postChannels(
  fields: Record<string, string>,
  options: { today: IsoDate; staff?: null; mode?: "upstream"; withoutKey?: boolean },
): Promise<PostAnswer> {
  const body = new URLSearchParams(options.withoutKey ? fields : { request_key: crypto.randomUUID(), ...fields });
  const request = new Request("http://localhost/admin/channels", { method: "POST", body });
  const context = deskRequestContext({ now: noonAt(options.today), staff: options.staff, mode: options.mode });
  const result: unknown = await action({ request, params: {}, context } as unknown as ActionArgs);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), failure: null };
  const answer = result as { data: DeskFormFailure; init: { status: number } | null };
  return { status: answer.init?.status ?? 200, location: null, failure: answer.data };
}

export async function loadChannels(today: IsoDate, query = "") {
  const request = new Request(`http://localhost/admin/channels${query}`);
  return loader({ request, params: {}, context: deskRequestContext({ now: noonAt(today) }) } as unknown as LoaderArgs);
}

export async function unitIdOf(number: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM room_units WHERE number = ? AND retired_at IS NULL").bind(number).first<{ id: number }>();
  if (!row) throw new Error(`No room ${number}`);
  return row.id;
}

let feeds = 0;

/** A feed in use, as staff added it. */
export async function feedRow(options: { roomId: number; unitId?: number | null; channel?: string; name?: string }): Promise<number> {
  feeds += 1;
  const row = await env.DB.prepare(
    `INSERT INTO channel_feeds (name, channel, url, room_id, unit_id, created_by, created_at, request_key)
     VALUES (?, ?, ?, ?, ?, 'reception@hotel.example', ?, ?) RETURNING id`,
  )
    .bind(options.name ?? `Feed ${feeds}`, options.channel ?? "booking_com", `https://calendar.example/${feeds}.ics`, options.roomId, options.unitId ?? null, new Date().toISOString(), `feed-${feeds}-${crypto.randomUUID()}`)
    .first<{ id: number }>();
  return row?.id ?? 0;
}

/** A hold the import wrote for one event of `feedId`, on a type (or one numbered room), maybe in conflict. */
export async function holdRow(
  feedId: number,
  hold: { roomId: number; unitId?: number | null; firstNight: IsoDate; untilDate: IsoDate; summary?: string; conflictNote?: string },
): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO channel_holds (feed_id, event_uid, room_id, unit_id, first_night, until_date, summary, seen_at, conflict_note, conflict_found_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      feedId,
      `${crypto.randomUUID()}@channel.example`,
      hold.roomId,
      hold.unitId ?? null,
      hold.firstNight,
      hold.untilDate,
      hold.summary ?? "Reserved",
      new Date().toISOString(),
      hold.conflictNote ?? null,
      hold.conflictNote ? new Date().toISOString() : null,
    )
    .first<{ id: number }>();
  return row?.id ?? 0;
}

/** Rooms of `roomId` the website's availability search offers for [checkIn, checkOut). */
export async function roomsFree(roomId: number, checkIn: IsoDate, checkOut: IsoDate): Promise<number> {
  const response = await postJson("/api/available-rooms", { check_in_date: checkIn, check_out_date: checkOut, adults: 2, children: 0, no_of_rooms: 1 });
  const { data } = await safeJson<{ data: AvailableRoom[] }>(response);
  return data.find((room) => room.id === roomId)?.available_count ?? 0;
}
