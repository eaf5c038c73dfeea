import { type GuestWords, parsePostForm, parseReviewForm } from "~/domain/guest-words";
import { todayInHotel } from "~/domain/hotel-date";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { GuestWordsChange, GuestWordsOutcome } from "~/desk/reviews/desk-guest-words";
import { bumpContentVersion } from "~/server/content-version.server";
import { guestWordsCacheKey } from "~/server/cache-keys.server";
import { type GuestWordRow, readGuestWords } from "~/server/guest-words-read.server";
import { alreadyDone, auditStatement } from "../bookings/desk-audit.server";

const gone = { ok: false, status: 404, message: "That review or post is no longer on the list." } as const;

/** A review's or a post's form, checked, with the columns it fills in the order the statements bind them. */
function parse(kind: GuestWordRow["kind"], fields: Record<string, string>, now: Date) {
  const today = todayInHotel(now);
  const parsed = kind === "review" ? parseReviewForm(fields, today) : parsePostForm(fields, today);
  if (!parsed.ok) return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: parsed.fields } as const;
  const value = parsed.value;
  const columns =
    "text" in value
      ? [value.text, value.author, value.place, value.source, value.url, value.date, value.rating]
      : [value.caption, "", "", value.network, value.url, value.date, null];
  return { ok: true, value, columns } as const;
}

/**
 * Reviews and social posts (product-rules.md: Reviews and social posts): each change and its audit
 * row in one batch, once per form; then the home page's cached copy goes and the content version
 * moves, so cached pages are made again within the minute. Kept by the website in both modes.
 */
export function createDeskGuestWords(bindings: { db: D1Database; kv: KVNamespace }) {
  const { db, kv } = bindings;
  const rowOf = (id: number) => db.prepare("SELECT * FROM guest_words WHERE id = ?").bind(id).first<GuestWordRow>();
  const published = async () => {
    await kv.delete(guestWordsCacheKey);
    await bumpContentVersion(kv);
  };
  return {
    list: (): Promise<GuestWords> => readGuestWords(db),
    async change(request: { change: GuestWordsChange; requestKey: string; staff: StaffIdentity; now: Date }): Promise<GuestWordsOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const { change } = request;
      const now = request.now.toISOString();
      if (change.action === "add-review" || change.action === "add-post") {
        const kind = change.action === "add-review" ? "review" : "post";
        const parsed = parse(kind, change.fields, request.now);
        if (!parsed.ok) return parsed;
        await db.batch([
          db
            .prepare(
              `INSERT INTO guest_words (kind, body, author, place, source, url, posted_on, rating, sort_order, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM guest_words), ?)`,
            )
            .bind(kind, ...parsed.columns, now),
          auditStatement(db, request, { subject: "guest_words", key: kind, action: `${kind}_added`, before: null, after: parsed.value }),
        ]);
        await published();
        return { ok: true, replayed: false };
      }
      const row = await rowOf(change.id);
      // A review is changed only by the review form and a post only by the post form.
      if (!row || (change.action === "edit-review" && row.kind !== "review") || (change.action === "edit-post" && row.kind !== "post")) return gone;
      if (change.action === "edit-review" || change.action === "edit-post") {
        const parsed = parse(row.kind, change.fields, request.now);
        if (!parsed.ok) return parsed;
        await db.batch([
          db
            .prepare("UPDATE guest_words SET body = ?, author = ?, place = ?, source = ?, url = ?, posted_on = ?, rating = ? WHERE id = ?")
            .bind(...parsed.columns, row.id),
          auditStatement(db, request, { subject: "guest_words", key: String(row.id), action: `${row.kind}_changed`, before: row, after: parsed.value }),
        ]);
        await published();
        return { ok: true, replayed: false };
      }
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
