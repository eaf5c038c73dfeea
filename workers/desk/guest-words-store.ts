import { parsePostForm, parseReviewForm } from "~/domain/guest-words";
import { todayInHotel } from "~/domain/hotel-date";
import type { DeskGuestWords } from "~/services/desk-guest-words";
import { bumpContentVersion } from "../platform/content-version";
import { guestWordsCacheKey } from "../services/cache-keys";
import { type GuestWordRow, readGuestWords } from "../services/guest-words-read";
import { alreadyDone, auditStatement } from "./desk-audit";

/**
 * Reviews and social posts (product-rules.md: Reviews and social posts): each change and its audit
 * row in one batch, once per form; then the home page's cached copy goes and the content version
 * moves, so cached pages are made again within the minute.
 */
export function createDeskGuestWords(bindings: { db: D1Database; kv: KVNamespace }): DeskGuestWords {
  const { db, kv } = bindings;
  const rowOf = (id: number) => db.prepare("SELECT * FROM guest_words WHERE id = ?").bind(id).first<GuestWordRow>();
  const published = async () => {
    await kv.delete(guestWordsCacheKey);
    await bumpContentVersion(kv);
  };
  return {
    list: () => readGuestWords(db),
    async change(request) {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const { change } = request;
      const now = request.now.toISOString();
      if (change.action === "add-review" || change.action === "add-post") {
        const today = todayInHotel(request.now);
        const kind = change.action === "add-review" ? "review" : "post";
        const parsed = kind === "review" ? parseReviewForm(change.fields, today) : parsePostForm(change.fields, today);
        if (!parsed.ok) return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: parsed.fields };
        const value = parsed.value;
        const row =
          "text" in value
            ? [value.text, value.author, value.place, value.source, value.url, value.date, value.rating]
            : [value.caption, "", "", value.network, value.url, value.date, null];
        await db.batch([
          db
            .prepare(
              `INSERT INTO guest_words (kind, body, author, place, source, url, posted_on, rating, sort_order, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM guest_words), ?)`,
            )
            .bind(kind, ...row, now),
          auditStatement(db, request, { subject: "guest_words", key: kind, action: `${kind}_added`, before: null, after: value }),
        ]);
        await published();
        return { ok: true, replayed: false };
      }
      const row = await rowOf(change.id);
      if (!row) return { ok: false, status: 404, message: "That review or post is no longer on the list." };
      const audit = auditStatement(db, request, { subject: "guest_words", key: String(row.id), action: change.action, before: row, after: null });
      if (change.action === "remove") {
        await db.batch([db.prepare("DELETE FROM guest_words WHERE id = ?").bind(row.id), audit]);
      } else {
        // Swap places with the neighbour of the same kind, if there is one.
        const neighbour = await db
          .prepare(
            change.action === "up"
              ? "SELECT id, sort_order FROM guest_words WHERE kind = ? AND (sort_order < ? OR (sort_order = ? AND id < ?)) ORDER BY sort_order DESC, id DESC LIMIT 1"
              : "SELECT id, sort_order FROM guest_words WHERE kind = ? AND (sort_order > ? OR (sort_order = ? AND id > ?)) ORDER BY sort_order, id LIMIT 1",
          )
          .bind(row.kind, row.sort_order, row.sort_order, row.id)
          .first<{ id: number; sort_order: number }>();
        if (!neighbour) return { ok: true, replayed: false };
        await db.batch([
          db.prepare("UPDATE guest_words SET sort_order = ? WHERE id = ?").bind(neighbour.sort_order, row.id),
          db.prepare("UPDATE guest_words SET sort_order = ? WHERE id = ?").bind(row.sort_order, neighbour.id),
          audit,
        ]);
      }
      await published();
      return { ok: true, replayed: false };
    },
  };
}
