/**
 * Room nights on the folio (product-rules.md: The folio and the tax invoice): posted night by night
 * at the kept rate less the booking's offer, extra guests beside it, both taxed by the slab of their
 * sum; once per night under two posters at once; never beyond the stay or its release; a night
 * staff voided is not posted again; the Cron job's rule for tonight; check-in posts the first night.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { checkIn } from "~/desk/check-in/check-in.server";
import { voidLine } from "~/desk/folio/folio-posting.server";
import { checkInHourHasCome, dueNights, nightAuditStaff, postDueRoomNights, postDueRoomNightsForAll } from "~/desk/folio/room-night-posting.server";
import worker from "../../workers/app";
import { noonAt } from "./desk-helpers";
import { base, extraAdult, folioOf, seedStay } from "./folio-helpers";

const may = (day: number) => `2027-05-${String(day).padStart(2, "0")}` as IsoDate;

async function roomLines(reference: string) {
  return (await folioOf(reference)).lines.filter((line) => line.kind === "room_night" || line.kind === "extra_guests");
}

describe("posting room nights", () => {
  it("posts each night begun at the kept rate, with the extra guests beside it, taxed by the slab of their sum", async () => {
    const stay = await seedStay({ checkIn: may(1), nights: 3, rooms: [{ nightlyPaise: 450_000, extraCharges: [extraAdult(3)], number: "101" }] });
    expect(await postDueRoomNights(env.DB, stay.id, may(2))).toBe(4);
    const lines = await roomLines(stay.reference);
    // ₹4,500 + ₹800 = ₹5,300 a night: within ₹7,500, so 2.5% + 2.5% on each part.
    expect(lines.map((line) => [line.kind, line.night, line.taxablePaise, line.cgstPaise, line.sgstPaise, line.totalPaise, line.code])).toEqual([
      ["room_night", may(1), 450_000, 11_250, 11_250, 472_500, "996311"],
      ["extra_guests", may(1), 80_000, 2_000, 2_000, 84_000, "996311"],
      ["room_night", may(2), 450_000, 11_250, 11_250, 472_500, "996311"],
      ["extra_guests", may(2), 80_000, 2_000, 2_000, 84_000, "996311"],
    ]);
    expect(lines[0]?.description).toBe("Room 101 · Deluxe Room · night of 1 May 2027");
    expect(lines[1]?.description).toBe("Room 101 · Extra guests · night of 1 May 2027");
    expect(lines[0]?.roomNumber).toBe("101");
    expect(lines.every((line) => line.postedBy === nightAuditStaff)).toBe(true);
    // Nothing new until another night begins.
    expect(await postDueRoomNights(env.DB, stay.id, may(2))).toBe(0);
  });

  it("puts a night above ₹7,500 with its extra guests in the 18% slab", async () => {
    const stay = await seedStay({ checkIn: may(5), nights: 1, rooms: [{ nightlyPaise: 700_000, extraCharges: [extraAdult(1)] }] });
    await postDueRoomNights(env.DB, stay.id, may(5));
    const lines = await roomLines(stay.reference);
    // ₹7,000 + ₹800 = ₹7,800 > ₹7,500: 9% + 9%. ₹7,000 × 9% = ₹630; ₹800 × 9% = ₹72.
    expect(lines.map((line) => [line.cgstBasisPoints, line.cgstPaise, line.sgstPaise])).toEqual([
      [900, 63_000, 63_000],
      [900, 7_200, 7_200],
    ]);
    expect(lines[0]?.description).toBe("Deluxe Room · night of 5 May 2027");
  });

  it("takes each night's own kept rate less the booking's offer, and the slab night by night", async () => {
    // Rates ₹4,000, ₹8,000 and ₹4,000 (₹16,000) with a 10% offer (₹1,600): ₹3,600, ₹7,200, ₹3,600.
    const stay = await seedStay({ checkIn: may(7), nights: 3, rooms: [{ nightlyRates: [400_000, 800_000, 400_000] }], discountPaise: 160_000 });
    await postDueRoomNights(env.DB, stay.id, may(9));
    const lines = await roomLines(stay.reference);
    // ₹8,000 less 10% is ₹7,200, within ₹7,500: every night at 5%. ₹3,600 × 2.5% = ₹90; ₹7,200 × 2.5% = ₹180.
    expect(lines.map((line) => [line.unitPaise, line.cgstBasisPoints, line.cgstPaise])).toEqual([
      [360_000, 250, 9_000],
      [720_000, 250, 18_000],
      [360_000, 250, 9_000],
    ]);
  });

  it("writes a night once when two posters run at once", async () => {
    const stay = await seedStay({ checkIn: may(11), nights: 2, rooms: [{ extraCharges: [extraAdult(2)] }] });
    await Promise.all([postDueRoomNights(env.DB, stay.id, may(12)), postDueRoomNights(env.DB, stay.id, may(12)), postDueRoomNights(env.DB, stay.id, may(12))]);
    expect(await roomLines(stay.reference)).toHaveLength(4);
  });

  it("never posts beyond the stay, before it, or from the night a room was released", async () => {
    expect(dueNights({ checkIn: may(1), checkOut: may(3), releasedFrom: null }, may(10))).toEqual([may(1), may(2)]);
    expect(dueNights({ checkIn: may(1), checkOut: may(4), releasedFrom: may(2) }, may(10))).toEqual([may(1)]);
    expect(dueNights({ checkIn: may(5), checkOut: may(8), releasedFrom: null }, may(4))).toEqual([]);
    const stay = await seedStay({ checkIn: may(14), nights: 2 });
    await postDueRoomNights(env.DB, stay.id, may(30));
    expect((await roomLines(stay.reference)).map((line) => line.night)).toEqual([may(14), may(15)]);
  });

  it("charges an extension's new nights as they come", async () => {
    const stay = await seedStay({ checkIn: may(17), nights: 1 });
    await postDueRoomNights(env.DB, stay.id, may(17));
    // The stay is extended by a night at the same rate (the room's dates as a change writes them).
    await env.DB.prepare("UPDATE booking_rooms SET check_out_date = ?, nights = 2 WHERE id = ?").bind(may(19), stay.roomIds[0]).run();
    await postDueRoomNights(env.DB, stay.id, may(18));
    expect((await roomLines(stay.reference)).map((line) => line.night)).toEqual([may(17), may(18)]);
  });

  it("posts nothing for a stay that is not checked in", async () => {
    const stay = await seedStay({ checkIn: may(20), nights: 2, status: "confirmed" });
    expect(await postDueRoomNights(env.DB, stay.id, may(21))).toBe(0);
    expect(await roomLines(stay.reference)).toEqual([]);
  });

  it("does not post again a night staff voided", async () => {
    const stay = await seedStay({ checkIn: may(22), nights: 2 });
    await postDueRoomNights(env.DB, stay.id, may(22));
    const [night] = await roomLines(stay.reference);
    const voided = await voidLine(env.DB, { ...base(stay.reference, noonAt(may(22))), lineId: night?.id ?? 0, reason: "Complimentary night" });
    expect(voided).toEqual({ ok: true, replayed: false });
    await postDueRoomNights(env.DB, stay.id, may(23));
    const lines = (await folioOf(stay.reference)).lines;
    expect(lines.filter((line) => line.kind === "room_night").map((line) => line.night)).toEqual([may(22), may(23)]);
    expect(lines.filter((line) => line.kind === "void")).toHaveLength(1);
  });
});

describe("the night audit", () => {
  it("takes tonight only once the check-in hour (12:00 at the hotel) has come", async () => {
    expect(checkInHourHasCome(new Date("2027-05-25T06:29:00.000Z"))).toBe(false);
    expect(checkInHourHasCome(new Date("2027-05-25T06:30:00.000Z"))).toBe(true);
    const stay = await seedStay({ checkIn: may(24), nights: 3 });
    // 10:30 at the hotel on the 25th: last night only.
    await postDueRoomNightsForAll(env.DB, new Date("2027-05-25T05:00:00.000Z"));
    expect((await roomLines(stay.reference)).map((line) => line.night)).toEqual([may(24)]);
    // 13:00: tonight too.
    await postDueRoomNightsForAll(env.DB, new Date("2027-05-25T07:30:00.000Z"));
    expect((await roomLines(stay.reference)).map((line) => line.night)).toEqual([may(24), may(25)]);
    // Nothing more to post: the run finds no stay to post for.
    expect(await postDueRoomNightsForAll(env.DB, new Date("2027-05-25T08:30:00.000Z"))).toBe(0);
  });

  it("posts a released room's nights up to its release, and a stay's last night on its last day", async () => {
    const released = await seedStay({ checkIn: may(26), nights: 3, rooms: [{}, {}] });
    await env.DB.prepare("UPDATE booking_rooms SET released_from = ? WHERE id = ?").bind(may(27), released.roomIds[1]).run();
    await postDueRoomNightsForAll(env.DB, new Date("2027-05-30T07:30:00.000Z"));
    const lines = await roomLines(released.reference);
    expect(lines.filter((line) => line.night !== null).map((line) => line.night)).toEqual([may(26), may(27), may(28), may(26)]);
  });
});

describe("the Cron job", () => {
  it("runs the night audit every minute", async () => {
    // A stay in house since long ago, whose nights up to last night are all due whatever today is.
    const stay = await seedStay({ checkIn: "2025-10-01" as IsoDate, nights: 2 });
    // One from before any GST table cannot be posted, and holds up no other.
    const before = await seedStay({ checkIn: "2001-02-01" as IsoDate, nights: 1 });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await worker.scheduled({ cron: "* * * * *", scheduledTime: Date.now(), noRetry: () => {} } as ScheduledController, env);
    expect((await roomLines(stay.reference)).map((line) => line.night)).toEqual(["2025-10-01", "2025-10-02"]);
    expect(await roomLines(before.reference)).toEqual([]);
    expect(logged).toHaveBeenCalledWith(`Night audit: booking ${before.id} was not posted (RangeError)`);
    logged.mockRestore();
  });
});

describe("check-in", () => {
  it("posts the first night as the guest checks in", async () => {
    const stay = await seedStay({ checkIn: may(28), nights: 2, status: "confirmed" });
    const unit = await env.DB.prepare("SELECT id FROM room_units WHERE number = '102'").first<{ id: number }>();
    const outcome = await checkIn(env.DB, async () => {}, {
      ...base(stay.reference, noonAt(may(28))),
      fields: {
        full_name: "Asha Verma",
        address: "12 MG Road, Indore",
        nationality: "IN",
        id_type: "aadhaar",
        aadhaar_number: "2345 6789 0123",
        adult_2: "Ravi Verma",
        [`room_${stay.roomIds[0]}`]: String(unit?.id),
      },
    });
    expect(outcome).toEqual({ ok: true, action: "check_in", status: "checked_in", replayed: false });
    const lines = await roomLines(stay.reference);
    expect(lines.map((line) => [line.night, line.description])).toEqual([[may(28), "Room 102 · Deluxe Room · night of 28 May 2027"]]);
  });
});
