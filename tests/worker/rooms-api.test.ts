import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Room } from "~/domain/api-types";
import { roomTypes } from "~/domain/room-types";
import { adminRooms } from "./admin-api-fixtures";
import { ADMIN_KEY, clearReadCache, safeJson, fakeAdmin, json, modes, request, upstreamEnv } from "./read-harness";

beforeEach(clearReadCache);
afterEach(() => vi.restoreAllMocks());

function adminWithRooms() {
  return fakeAdmin({
    "GET /api/rooms": () => json({ data: adminRooms }),
    "GET /api/rooms/1": () => json({ data: adminRooms[0] }),
    "GET /api/rooms/2": () => json(adminRooms[1]),
    "GET /api/rooms/3": () => json(adminRooms[2]),
    "GET /api/rooms/4": () => json({ data: adminRooms[3] }),
    "GET /api/rooms/77": () => json({ data: null }),
  });
}

describe.each(modes)("rooms API, $mode origin", ({ mode, bindings }) => {
  beforeEach(() => {
    if (mode === "upstream") adminWithRooms();
  });

  it("lists the four room types in the original site's order as { data: Room[] }", async () => {
    const response = await request("/api/rooms", {}, bindings);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/json");
    const { data } = await safeJson<{ data: Room[] }>(response);
    expect(data.map((room) => [room.id, room.room_type_name])).toEqual(roomTypes.map((type) => [type.id, type.name]));
    for (const room of data) {
      expect(room.main_image).toMatch(/^\/media\/rooms\/[\w.-]+$/);
      expect(Array.isArray(room.gallery_images)).toBe(true);
      for (const image of room.gallery_images) expect(image).toMatch(/^\/media\/rooms\/[\w.-]+$/);
      expect(room.room_features.every((feature) => typeof feature === "string")).toBe(true);
      expect(typeof room.room_price).toBe("number");
      expect(room.brief_description).not.toMatch(/<script|onerror|javascript:|style=|class=/i);
    }
  });

  it("answers one room as { data: Room }", async () => {
    const response = await request("/api/rooms/2", {}, bindings);
    expect(response.status).toBe(200);
    const { data } = await safeJson<{ data: Room }>(response);
    expect(data.id).toBe(2);
    expect(data.room_type_name).toBe("Super Deluxe Room");
  });

  it.each(["99", "77", "abc", "0", "-1", "1.5", "1e2", "12345678901"])("answers 404 for room %s", async (id) => {
    const response = await request(`/api/rooms/${id}`, {}, bindings);
    expect(response.status).toBe(404);
    expect(await safeJson(response)).toEqual({ error: { code: "not_found", message: "Room not found" } });
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const response = await request("/api/nothing-here", {}, bindings);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });
});

describe("rooms API, embedded seed", () => {
  it("serves the seeded copy with prices on both sides of the ₹7,500 GST band and bundled images", async () => {
    const { data } = (await (await request("/api/rooms")).json()) as { data: Room[] };
    const prices = data.map((room) => room.room_price);
    expect(prices.some((price) => price <= 7500)).toBe(true);
    expect(prices.some((price) => price > 7500)).toBe(true);
    expect(data[0].main_image).toBe("/media/rooms/deluxe-1.svg");
    expect(data[0].gallery_images).toEqual(["/media/rooms/deluxe-1.svg", "/media/rooms/deluxe-2.svg", "/media/rooms/deluxe-3.svg"]);
    expect(data[0].room_features).toContain("Air-conditioned");
    expect(data[0].room_features.join(" ")).not.toMatch(/Adults: 2|Size: 24m²|One bed/);
  });

  it("repairs the seed's glued class attribute instead of losing the tag", async () => {
    const raw = await env.DB.prepare("SELECT brief_description FROM rooms WHERE id = 2").first<{ brief_description: string }>();
    expect(raw?.brief_description).toMatch(/^<pclass="lead">/);
    expect(raw?.brief_description).toContain('"class=');
    const { data } = await safeJson<{ data: Room }>(await request("/api/rooms/2"));
    expect(data.brief_description).toMatch(/^<p>The Super Deluxe Room gives/);
    expect(data.brief_description.match(/<p>/g)?.length).toBe(data.brief_description.match(/<\/p>/g)?.length);
    expect(data.brief_description).toContain("<span>Room service runs around the clock</span>");
  });
});

describe("rooms API, the rooms' words in Hindi (product-rules.md: Hindi)", () => {
  it("embedded: each room carries the seeded Hindi beside its English, the description sanitized as the English is", async () => {
    const { data } = await safeJson<{ data: Room[] }>(await request("/api/rooms"));
    expect(data.map((room) => room.hi?.name)).toEqual(["डीलक्स रूम", "सुपर डीलक्स रूम", "लग्ज़री रूम", "सुइट रूम"]);
    for (const room of data) {
      expect(room.name).not.toMatch(/[\u0900-\u097F]/);
      expect(room.hi?.short_description).toMatch(/[\u0900-\u097F]/);
      expect(room.hi?.room_features).toContain("टीवी");
      expect(room.hi?.brief_description).toMatch(/^<p>/);
    }
    expect(data[0].hi?.room_features).toContain("मुफ़्त वाई-फ़ाई");
    expect(data[0].facts).toEqual({ sizeM2: 24, beds: "Queen bed", view: "Garden view", hi: { beds: "क्वीन बेड", view: "बगीचे का नज़ारा" } });
  });

  it("embedded: Hindi HTML in D1 passes the same sanitizer, and a room without Hindi carries none", async () => {
    const columns = "name_hi, short_description_hi, brief_description_hi, room_features_hi";
    const { results: before } = await env.DB.prepare(`SELECT id, ${columns} FROM rooms WHERE id IN (2, 4)`).all<
      Record<string, string | number | null>
    >();
    try {
      await env.DB.prepare(
        `UPDATE rooms SET brief_description_hi = '<pclass="lead">नदी <script>alert(1)</script><a href="javascript:x" onclick="y">देखें</a></p>'
         WHERE id = 2`,
      ).run();
      await env.DB.prepare(
        "UPDATE rooms SET name_hi = NULL, short_description_hi = '  ', brief_description_hi = NULL, room_features_hi = NULL WHERE id = 4",
      ).run();
      await clearReadCache();
      const { data: superDeluxe } = await safeJson<{ data: Room }>(await request("/api/rooms/2"));
      expect(superDeluxe.hi?.brief_description).toBe("<p>नदी <a>देखें</a></p>");
      const { data: suite } = await safeJson<{ data: Room }>(await request("/api/rooms/4"));
      expect(suite.hi).toBeUndefined();
    } finally {
      for (const row of before) {
        await env.DB.prepare("UPDATE rooms SET name_hi = ?, short_description_hi = ?, brief_description_hi = ?, room_features_hi = ? WHERE id = ?")
          .bind(row.name_hi, row.short_description_hi, row.brief_description_hi, row.room_features_hi, row.id)
          .run();
      }
      await clearReadCache();
    }
  });

  it("upstream: the admin API has no Hindi, so no room carries any", async () => {
    adminWithRooms();
    const { data } = await safeJson<{ data: Room[] }>(await request("/api/rooms", {}, upstreamEnv));
    expect(data.length).toBeGreaterThan(0);
    for (const room of data) expect(room).not.toHaveProperty("hi");
  });
});

describe("rooms API, upstream contract", () => {
  it("calls GET {ADMIN_API_URL}/api/rooms with X-API-KEY and a JSON content type", async () => {
    const admin = adminWithRooms();
    await request("/api/rooms", {}, upstreamEnv);
    expect(admin.calls).toHaveLength(1);
    const [call] = admin.calls;
    expect(call.method).toBe("GET");
    expect(call.url).toBe("http://admin.test/api/rooms");
    expect(call.headers.get("X-API-KEY")).toBe(ADMIN_KEY);
    expect(call.headers.get("Content-Type")).toBe("application/json");
  });

  it("accepts a single room wrapped in data and bare", async () => {
    const admin = adminWithRooms();
    const wrapped = (await (await request("/api/rooms/1", {}, upstreamEnv)).json()) as { data: Room };
    const bare = (await (await request("/api/rooms/2", {}, upstreamEnv)).json()) as { data: Room };
    expect(wrapped.data.name).toBe("Deluxe Room");
    expect(bare.data.name).toBe("Super Deluxe Room");
    expect(admin.calls.map((call) => new URL(call.url).pathname)).toEqual(["/api/rooms/1", "/api/rooms/2"]);
  });

  it("normalises what the admin sends: prices, image URLs, lists and HTML", async () => {
    adminWithRooms();
    const { data } = (await (await request("/api/rooms", {}, upstreamEnv)).json()) as { data: Room[] };
    const [deluxe, superDeluxe, luxury] = data;
    expect(deluxe.room_price).toBe(4500);
    expect(deluxe.main_image).toBe("/media/rooms/deluxe-main.jpg");
    expect(deluxe.gallery_images).toEqual(["/media/rooms/deluxe-a.jpg", "/media/rooms/deluxe-b.jpg"]);
    expect(deluxe.room_features).toEqual(["TV", "Free Wifi"]);
    expect(deluxe.brief_description).toBe("<p>Rest between darshan and the ghats.</p>");
    expect(superDeluxe.main_image).toBe("/media/rooms/super-main.jpg");
    expect(superDeluxe.brief_description).toBe("<p><a>Offer</a> <span>River view</span></p>");
    expect(luxury.brief_description).toBe("");
  });

  it("turns an invalid gallery_images list into [] and logs it", async () => {
    adminWithRooms();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { data } = (await (await request("/api/rooms/2", {}, upstreamEnv)).json()) as { data: Room };
    expect(data.gallery_images).toEqual([]);
    expect(data.room_features).toEqual(["TV", "King bed"]);
    const logged = warn.mock.calls.map((args) => String(args[0]));
    expect(logged.some((line) => line.includes("invalid_string_list") && line.includes("gallery_images"))).toBe(true);
  });

  it("answers 404 when the admin API says the room does not exist", async () => {
    fakeAdmin({ "GET /api/rooms/9": () => json({ message: "Not found" }, 404) });
    const response = await request("/api/rooms/9", {}, upstreamEnv);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: "not_found", message: "Room not found" } });
  });

  it("never asks the admin API about ids that cannot be rooms", async () => {
    const admin = adminWithRooms();
    await request("/api/rooms/..%2F..%2Fadmin", {}, upstreamEnv);
    await request("/api/rooms/1;DROP", {}, upstreamEnv);
    expect(admin.calls).toHaveLength(0);
  });
});
