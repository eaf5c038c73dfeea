/**
 * The secret export addresses (product-rules.md: Channels): one per numbered room in service and
 * one per room type, each a random token of 192 bits in base64url. Missing ones are made when the
 * desk lists them; regenerating revokes the live address and makes a new one, so a leaked address
 * stops answering at once.
 */
import type { ChannelExportView, ChannelOutcome } from "./channel-services";

export type ExportKind = "unit" | "type";

const TOKEN_BYTES = 24;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The address of a token's feed, from the configured site address (never the request's Host). */
export const exportUrl = (siteUrl: string, token: string) => `${siteUrl}/feeds/ical/${token}.ics`;

interface Target {
  kind: ExportKind;
  targetId: number;
  label: string;
}

async function targets(db: D1Database): Promise<Target[]> {
  const { results } = await db
    .prepare(
      `SELECT 'type' AS kind, rooms.id AS targetId, rooms.room_type_name || ' (any room)' AS label, rooms.sort_order AS typeOrder, -1 AS unitOrder, '' AS number
       FROM rooms
       UNION ALL
       SELECT 'unit', unit.id, rooms.room_type_name || ' · Room ' || unit.number, rooms.sort_order, unit.sort_order, unit.number
       FROM room_units AS unit JOIN rooms ON rooms.id = unit.room_id
       WHERE unit.retired_at IS NULL
       ORDER BY typeOrder, 2, unitOrder, number`,
    )
    .all<Target>();
  return results.map(({ kind, targetId, label }) => ({ kind, targetId, label }));
}

/** Every export address, making the missing ones first. */
export async function listExports(db: D1Database, siteUrl: string, now: Date = new Date()): Promise<ChannelExportView[]> {
  const all = await targets(db);
  const live = await liveTokens(db);
  const missing = all.filter((target) => !live.has(`${target.kind}:${target.targetId}`));
  if (missing.length > 0) {
    // Two desks listing at once both try; the one live row per target wins, the other insert is ignored.
    const insert = db.prepare(
      `INSERT INTO channel_exports (kind, target_id, token, created_at, created_by) VALUES (?, ?, ?, ?, 'system')
       ON CONFLICT DO NOTHING`,
    );
    await db.batch(missing.map((target) => insert.bind(target.kind, target.targetId, newToken(), now.toISOString())));
  }
  const tokens = missing.length > 0 ? await liveTokens(db) : live;
  return all.flatMap((target) => {
    const token = tokens.get(`${target.kind}:${target.targetId}`);
    return token ? [{ ...target, url: exportUrl(siteUrl, token) }] : [];
  });
}

async function liveTokens(db: D1Database): Promise<Map<string, string>> {
  const { results } = await db
    .prepare("SELECT kind, target_id AS targetId, token FROM channel_exports WHERE revoked_at IS NULL")
    .all<{ kind: ExportKind; targetId: number; token: string }>();
  return new Map(results.map((row) => [`${row.kind}:${row.targetId}`, row.token]));
}

/** Revokes a room's or type's address and makes a new one; the same form twice makes one. */
export async function regenerateExport(
  db: D1Database,
  request: { kind: string; targetId: number; by: string; requestKey: string; now?: Date },
): Promise<ChannelOutcome> {
  const replay = await db.prepare("SELECT id FROM channel_exports WHERE request_key = ?").bind(request.requestKey).first<{ id: number }>();
  if (replay) return { ok: true, id: replay.id };
  if (request.kind !== "unit" && request.kind !== "type") return { ok: false, status: 400, message: "There is no such calendar." };
  const exists = Number.isSafeInteger(request.targetId)
    ? await db
        .prepare(request.kind === "type" ? "SELECT 1 AS found FROM rooms WHERE id = ?" : "SELECT 1 AS found FROM room_units WHERE id = ? AND retired_at IS NULL")
        .bind(request.targetId)
        .first()
    : null;
  if (!exists) return { ok: false, status: 404, message: "There is no such room." };
  const at = (request.now ?? new Date()).toISOString();
  const statements = [
    db
      .prepare("UPDATE channel_exports SET revoked_at = ?, revoked_by = ? WHERE kind = ? AND target_id = ? AND revoked_at IS NULL")
      .bind(at, request.by, request.kind, request.targetId),
    db
      .prepare(
        `INSERT INTO channel_exports (kind, target_id, token, created_at, created_by, request_key) VALUES (?, ?, ?, ?, ?, ?)
         RETURNING id`,
      )
      .bind(request.kind, request.targetId, newToken(), at, request.by, request.requestKey),
  ];
  try {
    const [, inserted] = await db.batch<{ id: number }>(statements);
    return { ok: true, id: inserted?.results[0]?.id };
  } catch {
    // Another desk regenerated it at the same moment (one live address per room): theirs stands.
    const replayed = await db.prepare("SELECT id FROM channel_exports WHERE request_key = ?").bind(request.requestKey).first<{ id: number }>();
    return replayed ? { ok: true, id: replayed.id } : { ok: false, status: 409, message: "The address was just regenerated by someone else. Look at the new one." };
  }
}

/** The room or type a live token serves, or null for an unknown or revoked one. */
export function liveExport(db: D1Database, token: string): Promise<{ kind: ExportKind; targetId: number } | null> {
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(token)) return Promise.resolve(null);
  return db
    .prepare("SELECT kind, target_id AS targetId FROM channel_exports WHERE token = ? AND revoked_at IS NULL")
    .bind(token)
    .first<{ kind: ExportKind; targetId: number }>();
}
