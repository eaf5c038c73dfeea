import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Room } from "~/domain/api-types";
import { createDeskRoomFacts } from "../../app/desk/rooms/room-facts-store.server";
import { reception } from "./desk-helpers";
import { request, safeJson } from "./read-harness";
import { keepRoomTypeAsSeeded } from "./seeded-room-type";

const facts = () => createDeskRoomFacts({ db: env.DB, kv: env.CACHE });
let keys = 0;
const base = () => ({ requestKey: `facts-${keys++}`, staff: reception, now: new Date() });
const seeded = { sizeM2: 30, beds: "King bed", bedsHi: "किंग बेड", view: "Narmada river view", viewHi: "नर्मदा का नज़ारा" };
const form = { size_m2: "30", beds: "King bed", beds_hi: "किंग बेड", view: "Narmada river view", view_hi: "नर्मदा का नज़ारा" };

keepRoomTypeAsSeeded(
  "UPDATE rooms SET size_m2 = 30, beds = 'King bed', beds_hi = 'किंग बेड', view = 'Narmada river view', view_hi = 'नर्मदा का नज़ारा' WHERE id = 2",
);

describe("a room type's size, beds and view on the desk (product-rules.md: Room facts)", () => {
  it("has distinct seeded facts for the four types", async () => {
    const { data } = await safeJson<{ data: Room[] }>(await request("/api/rooms"));
    expect(data.map((room) => [room.facts?.sizeM2, room.facts?.beds, room.occupancy?.maxGuests])).toEqual([
      [24, "Queen bed", 3],
      [30, "King bed", 4],
      [36, "King bed or twin beds", 4],
      [48, "King bed and a sofa bed", 4],
    ]);
  });

  it("saves them with their Hindi, audited, and the site shows them at once; an empty fact is left out", async () => {
    expect(await facts().facts(2)).toEqual(seeded);
    const fields = { ...form, size_m2: "32", beds: "Twin beds", beds_hi: "दो अलग बेड", view: "" };
    expect(await facts().save({ ...base(), roomId: 2, fields })).toEqual({ ok: true });
    const { data } = await safeJson<{ data: Room }>(await request("/api/rooms/2"));
    expect(data.facts).toEqual({ sizeM2: 32, beds: "Twin beds", hi: { beds: "दो अलग बेड", view: "नर्मदा का नज़ारा" } });
    const audit = await env.DB.prepare("SELECT action, after_state FROM desk_audit WHERE subject = 'room' AND subject_key = '2'").first();
    expect(audit).toEqual({ action: "facts", after_state: JSON.stringify({ sizeM2: 32, beds: "Twin beds", bedsHi: "दो अलग बेड", view: "", viewHi: "नर्मदा का नज़ारा" }) });
  });

  it("refuses a size that is not whole square metres or not a room's, and words that are too long", async () => {
    const refused = async (fields: Record<string, string>) => {
      const outcome = await facts().save({ ...base(), roomId: 2, fields: { ...form, ...fields } });
      return outcome.ok ? null : outcome.fields;
    };
    expect(await refused({ size_m2: "24.5" })).toEqual({ size_m2: "Write the size in whole square metres, for example 24" });
    expect(await refused({ size_m2: "2" })).toEqual({ size_m2: "A room is between 5 and 500 m²" });
    expect(await refused({ beds: "x".repeat(61) })).toEqual({ beds: "Beds can be at most 60 characters" });
    expect(await refused({ view_hi: "न".repeat(81) })).toEqual({ view_hi: "The view in Hindi can be at most 80 characters" });
    expect(await facts().facts(2)).toEqual(seeded);
    expect(await facts().save({ ...base(), roomId: 99, fields: form })).toMatchObject({ ok: false, status: 404 });
  });
});
