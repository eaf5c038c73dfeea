import { htmlToParagraphs, paragraphsToHtml, parseRoomWords, type RoomWords } from "~/domain/room-words";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { RoomWordsOutcome } from "~/desk/rooms/desk-room-words";
import { parseStringList } from "~/server/parse-string-list.server";
import { bumpContentVersion } from "~/server/content-version.server";
import { cacheKey } from "~/server/cache-keys.server";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";

interface RoomTextRow {
  id: number;
  name: string;
  room_type_name: string;
  short_description: string;
  brief_description: string;
  room_features: string;
  name_hi: string | null;
  short_description_hi: string | null;
  brief_description_hi: string | null;
  room_features_hi: string | null;
}

/** "" (a Hindi word staff left empty) is stored as NULL: the Hindi page then shows the English. */
const orNull = (text: string) => (text.trim() === "" ? null : text);

/**
 * A room's words (product-rules.md: Photos and words): staff change its name, card line, description
 * and features, each in English and, optionally, in Hindi (product-rules.md: Hindi); the room type's
 * own name (what bookings and the chat know it by) never changes. Every change is audited once per form, drops the room from the read cache and
 * bumps the content version, so its pages show it within the minute. Embedded mode only.
 */
export function createDeskRoomWords(bindings: { db: D1Database; kv: KVNamespace }) {
  const { db, kv } = bindings;
  const rowOf = (roomId: number) =>
    db
      .prepare(
        `SELECT id, name, room_type_name, short_description, brief_description, room_features,
           name_hi, short_description_hi, brief_description_hi, room_features_hi FROM rooms WHERE id = ?`,
      )
      .bind(roomId)
      .first<RoomTextRow>();
  const wordsOf = (row: RoomTextRow): RoomWords => ({
    name: row.name,
    shortDescription: row.short_description,
    description: htmlToParagraphs(row.brief_description),
    features: parseStringList(row.room_features, { field: "room_features", id: row.id }),
    hi: {
      name: row.name_hi ?? "",
      shortDescription: row.short_description_hi ?? "",
      description: htmlToParagraphs(row.brief_description_hi ?? ""),
      features: parseStringList(row.room_features_hi, { field: "room_features_hi", id: row.id }),
    },
  });
  return {
    async words(roomId: number): Promise<{ room: { id: number; roomTypeName: string }; words: RoomWords } | null> {
      const row = await rowOf(roomId);
      return row && { room: { id: row.id, roomTypeName: row.room_type_name }, words: wordsOf(row) };
    },
    async save(request: { roomId: number; fields: Record<string, string>; requestKey: string; staff: StaffIdentity; now: Date }): Promise<RoomWordsOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const row = await rowOf(request.roomId);
      if (!row) return { ok: false, status: 404, message: "There is no such room." };
      const parsed = parseRoomWords(request.fields);
      if (!parsed.ok) return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: parsed.fields };
      const words = parsed.value;
      await db.batch([
        db
          .prepare(
            `UPDATE rooms SET name = ?, short_description = ?, brief_description = ?, room_features = ?,
               name_hi = ?, short_description_hi = ?, brief_description_hi = ?, room_features_hi = ? WHERE id = ?`,
          )
          .bind(
            words.name,
            words.shortDescription,
            paragraphsToHtml(words.description),
            JSON.stringify(words.features),
            orNull(words.hi.name),
            orNull(words.hi.shortDescription),
            orNull(paragraphsToHtml(words.hi.description)),
            words.hi.features.length > 0 ? JSON.stringify(words.hi.features) : null,
            row.id,
          ),
        auditStatement(db, request, { subject: "room", key: String(row.id), action: "words", before: wordsOf(row), after: words }),
      ]);
      await Promise.all([kv.delete(cacheKey("embedded", "rooms")), kv.delete(cacheKey("embedded", "room", row.id))]);
      await bumpContentVersion(kv);
      return { ok: true, replayed: false };
    },
  };
}
