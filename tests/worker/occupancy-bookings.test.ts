import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AvailableRoom, BookingConfirmation } from "~/domain/api-types";
import { interceptFetch, post, startEachTestWithoutBookings, stay, upstreamEnv, wizardEntry } from "./submission-helpers";

startEachTestWithoutBookings();

// The seed (migrations/0022_occupancy.sql): Deluxe ₹4,500 takes 2 guests in its rate, at most 3
// adults and 3 guests, 1 extra bed; ₹800 a night per extra adult, ₹500 per extra child aged 6–11.
// Two nights, no offer on these dates.
/** Rooms are read through the KV cache; a change made behind the desk's back needs it dropped. */
async function clearReadCache() {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

const deluxeRoom = { room_category_id: 1, room_number_id: 1 };

describe("a party that does not fit its room type (product-rules.md: Occupancy)", () => {
  it("is refused with 422 and the room it is about, nothing stored", async () => {
    const res = await post("/api/bookings", { bookings: [wizardEntry({ ...deluxeRoom, adults: 4, children: 0 })] });
    expect(res.status).toBe(422);
    const message =
      "A Deluxe Room takes at most 3 adults. Please add another room for the rest of your party, or choose a larger room type.";
    expect(res.json()).toEqual({ error: { code: "party_does_not_fit", message, fields: { "bookings.0.adults": message } } });
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM booking_rooms WHERE check_in_date = ?").bind(stay.checkIn).first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("is refused in Hindi on a Hindi page", async () => {
    const res = await post(
      "/api/bookings",
      { bookings: [wizardEntry({ ...deluxeRoom, adults: 2, children: 2 })] },
      { headers: { "X-Page-Lang": "hi" } },
    );
    expect(res.status).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: "party_does_not_fit", message: expect.stringMatching(/^डीलक्स रूम में अधिकतम 3 मेहमान/) } });
  });

  it("is refused when the children aged 6–11 need more extra beds than the type has", async () => {
    const res = await post("/api/bookings", {
      bookings: [wizardEntry({ room_category_id: 4, room_number_id: 4, adults: 2, children: 2, children_6_11: 2 })],
    });
    expect(res.status).toBe(201);
    await env.DB.prepare("UPDATE rooms SET extra_beds = 1 WHERE id = 4").run();
    await clearReadCache();
    try {
      const refused = await post("/api/bookings", {
        bookings: [wizardEntry({ room_category_id: 4, room_number_id: 4, adults: 2, children: 2, children_6_11: 2, email: "b@example.com" })],
      });
      expect(refused.status).toBe(422);
      expect(refused.json()).toMatchObject({ error: { message: expect.stringMatching(/^A Suite Room has 1 extra bed, for 3 guests aged 6 or over\./) } });
    } finally {
      await env.DB.prepare("UPDATE rooms SET extra_beds = 2 WHERE id = 4").run();
      await clearReadCache();
    }
  });

  it("is never offered the type by the availability search", async () => {
    const search = (party: Record<string, number>) =>
      post("/api/available-rooms", { check_in_date: stay.checkIn, check_out_date: stay.checkOut, no_of_rooms: 1, ...party });
    const fourAdults = (await search({ adults: 4, children: 0 })).json() as unknown as { data: AvailableRoom[] };
    expect(fourAdults.data.map((room) => room.id)).toEqual([4]);
    const three = (await search({ adults: 3, children: 0 })).json() as unknown as { data: AvailableRoom[] };
    expect(three.data.map((room) => room.id)).toEqual([1, 2, 3, 4]);
    expect(three.data[0].occupancy).toMatchObject({ baseGuests: 2, maxGuests: 3, extraAdultPaise: 80_000 });
  });
});

describe("extra guests priced by the server", () => {
  it("charges an extra adult a night, taxed with the room, whatever the client says", async () => {
    const res = await post("/api/bookings", {
      bookings: [wizardEntry({ ...deluxeRoom, adults: 3, children: 0, total_amount: 1, room_price: 1 })],
    });
    expect(res.status).toBe(201);
    const data = res.json().data as unknown as BookingConfirmation;
    expect(data.rooms[0].extras).toEqual([{ kind: "adult", count: 1, nightly: 80_000, nights: 2, amount: 160_000 }]);
    expect(data.rooms[0].subtotal).toBe(900_000 + 160_000);
    expect(data.totals).toEqual({ subtotal: 1_060_000, discount: 0, cgst: 26_500, sgst: 26_500, total: 1_113_000 });
    const row = await env.DB.prepare(
      "SELECT br.older_children, br.extra_charges, br.total_paise FROM booking_rooms AS br JOIN bookings AS b ON b.id = br.booking_id WHERE b.reference = ?",
    )
      .bind(data.reference)
      .first<{ older_children: number; extra_charges: string; total_paise: number }>();
    expect(row).toEqual({ older_children: 0, extra_charges: JSON.stringify(data.rooms[0].extras), total_paise: 1_113_000 });
    // The guest's e-mail lists the same line under the room, whose own row stays rate × nights.
    const mail = await env.DB.prepare("SELECT text_body FROM mail_outbox WHERE about = ? AND to_address = ?")
      .bind(data.reference, data.guest.email)
      .first<{ text_body: string }>();
    expect(mail?.text_body).toContain("Extra adult × 1 × 2 nights");
    expect(mail?.text_body).toContain("₹1,600");
    expect(mail?.text_body).toContain("₹9,000");
  });

  it("charges a child aged 6–11 beyond the base and not one of 5 or under", async () => {
    const res = await post("/api/bookings", {
      bookings: [wizardEntry({ ...deluxeRoom, adults: 2, children: 1, children_6_11: 1 })],
    });
    expect(res.status).toBe(201);
    expect((res.json().data as unknown as BookingConfirmation).rooms[0].extras).toEqual([
      { kind: "child", count: 1, nightly: 50_000, nights: 2, amount: 100_000 },
    ]);
    const free = await post("/api/bookings", { bookings: [wizardEntry({ ...deluxeRoom, adults: 2, children: 1, email: "c@example.com" })] });
    expect((free.json().data as unknown as BookingConfirmation).rooms[0]).not.toHaveProperty("extras");
  });

  it("keeps today's rule with no extra charges upstream, where the admin API states no occupancy", async () => {
    interceptFetch();
    const res = await post("/api/bookings", { bookings: [wizardEntry({ ...deluxeRoom, adults: 4, children: 0 })] }, { env: upstreamEnv() });
    expect(res.status).toBe(201);
    const data = res.json().data as unknown as BookingConfirmation;
    expect(data.rooms[0]).not.toHaveProperty("extras");
    expect(data.totals.total).toBe(945_000);
  });
});
