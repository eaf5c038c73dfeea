import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Room } from "~/domain/api-types";
import { occupancyFormMessages } from "~/domain/occupancy-form";
import { createDeskOccupancy } from "../../app/desk/rates/occupancy-store.server";
import { reception } from "./desk-helpers";
import { request, safeJson } from "./read-harness";
import { keepRoomTypeAsSeeded } from "./seeded-room-type";

const occupancy = () => createDeskOccupancy({ db: env.DB, kv: env.CACHE });
let keys = 0;
const base = () => ({ requestKey: `occupancy-${keys++}`, staff: reception, now: new Date() });
const deluxeSeed = { baseGuests: 2, maxAdults: 3, maxGuests: 3, extraBeds: 1, extraAdultPaise: 80_000, extraChildPaise: 50_000 };
const form = { base_guests: "2", max_adults: "3", max_guests: "3", extra_beds: "1", extra_adult: "800", extra_child: "500" };

keepRoomTypeAsSeeded(
  "UPDATE rooms SET base_guests = 2, max_adults = 3, max_guests = 3, extra_beds = 1, extra_adult_paise = 80000, extra_child_paise = 50000 WHERE id = 1",
);

describe("a room type's occupancy on the desk (product-rules.md: Occupancy)", () => {
  it("shows the seed's example figures", async () => {
    expect((await occupancy().view()).get(1)).toEqual(deluxeSeed);
  });

  it("saves, audits once per form, and the site uses it at once", async () => {
    const fields = { ...form, max_adults: "2", extra_adult: "₹1,200" };
    const request1 = base();
    expect(await occupancy().save({ ...request1, roomId: 1, fields })).toEqual({ ok: true, replayed: false });
    expect(await occupancy().save({ ...request1, roomId: 1, fields })).toEqual({ ok: true, replayed: true });
    const saved = { ...deluxeSeed, maxAdults: 2, extraAdultPaise: 120_000 };
    expect((await occupancy().view()).get(1)).toEqual(saved);
    const { data } = await safeJson<{ data: Room }>(await request("/api/rooms/1"));
    expect(data.occupancy).toEqual(saved);
    const audits = await env.DB.prepare("SELECT subject_key, action, before_state, after_state FROM desk_audit WHERE subject = 'rates'").all();
    expect(audits.results).toEqual([
      {
        subject_key: "occupancy:1",
        action: "occupancy",
        before_state: JSON.stringify({ name: "Deluxe Room", ...deluxeSeed }),
        after_state: JSON.stringify({ name: "Deluxe Room", ...saved }),
      },
    ]);
  });

  it("refuses more guests than the one guest rule allows, and figures that contradict each other", async () => {
    const refused = async (fields: Record<string, string>) => {
      const outcome = await occupancy().save({ ...base(), roomId: 1, fields: { ...form, ...fields } });
      return outcome.ok ? null : outcome.fields;
    };
    expect(await refused({ max_guests: "5" })).toEqual({ max_guests: occupancyFormMessages.tooManyGuests });
    expect(await refused({ base_guests: "4" })).toEqual({ base_guests: occupancyFormMessages.baseAboveMost });
    expect(await refused({ max_adults: "4" })).toEqual({ max_adults: occupancyFormMessages.adultsAboveMost });
    expect(await refused({ max_guests: "4", extra_beds: "3" })).toEqual({ extra_beds: occupancyFormMessages.bedsAboveRoom });
    expect(await refused({ extra_adult: "-5" })).toEqual({ extra_adult: "A charge cannot be negative" });
    expect(await refused({ extra_child: "25000" })).toEqual({ extra_child: "A charge must be at most ₹20,000 a night" });
    expect(await refused({ base_guests: "" })).toEqual({ base_guests: "Enter the guests the rate includes" });
    expect((await occupancy().view()).get(1)).toEqual(deluxeSeed);
  });

  it("refuses a room type that does not exist", async () => {
    expect(await occupancy().save({ ...base(), roomId: 99, fields: form })).toMatchObject({ ok: false, status: 404 });
  });
});
