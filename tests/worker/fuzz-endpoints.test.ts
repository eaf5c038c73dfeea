import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/hono-app";

/**
 * Property: no input to any endpoint, however wrong, yields a 5xx, a non-JSON answer or an
 * unhandled rejection (D8). Inputs are random JSON, random text, and valid-looking bodies with
 * any field replaced by any JSON value.
 */
const app = createApp(async () => new Response("page", { headers: { "Content-Type": "text/html" } }));

const future = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
};
const guest = { name: "Asha Verma", email: "asha@example.com", phone: "9876543210" };

const VALID: Record<string, Record<string, unknown>> = {
  "/api/available-rooms": {
    check_in_date: future(40),
    check_out_date: future(41),
    adults: 2,
    children: 0,
    no_of_rooms: 1,
  },
  "/api/bookings": {
    bookings: [
      {
        check_in_date: future(40),
        check_out_date: future(42),
        adults: 2,
        children: 1,
        room_category_id: 1,
        room_number_id: 1,
        services: [{ name: "lunch", price: 0 }],
        ...guest,
        special_requests: "",
      },
    ],
  },
  "/api/contact-enquiry": { ...guest, message: "Is there parking for a bus?" },
  "/api/event-enquiry": {
    ...guest,
    event_type: "Wedding",
    event_date: future(90),
    number_of_guests: 150,
    requirements: "",
  },
  "/api/dining-reservations": {
    full_name: guest.name,
    email: guest.email,
    phone: guest.phone,
    date: future(5),
    time: "19:30",
    guests: 4,
    special_requests: "",
  },
  "/api/booking-requests": {
    ...guest,
    dateIn: future(30),
    dateOut: future(31),
    adults: 2,
    children: 0,
    message: "",
  },
  "/api/membership-interest": { method: "email", email: guest.email, terms: true },
  "/api/newsletter": { email: "news@example.com" },
};
const PATHS = Object.keys(VALID);

let ip = 0;
async function post(path: string, body: string, contentType = "application/json") {
  ip += 1;
  const ctx = createExecutionContext();
  const res = await app.request(
    path,
    {
      method: "POST",
      body,
      headers: {
        "Content-Type": contentType,
        "cf-connecting-ip": `10.9.${Math.floor(ip / 250) % 250}.${ip % 250}`,
      },
    },
    env,
    ctx,
  );
  const text = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, text, type: res.headers.get("Content-Type") ?? "" };
}

function expectClientSafe(result: { status: number; text: string; type: string }) {
  expect(result.status).toBeLessThan(500);
  expect(result.type).toContain("application/json");
  const parsed = JSON.parse(result.text) as { data?: unknown; error?: { message?: unknown } };
  expect(parsed.data !== undefined || typeof parsed.error?.message === "string").toBe(true);
  expect(result.text).not.toMatch(/\bat \w+ \(|Error: /);
}

const RUNS = 40;

describe("fuzzing every endpoint", () => {
  it("random JSON values", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PATHS), fc.jsonValue(), async (path, value) => {
        expectClientSafe(await post(path, JSON.stringify(value)));
      }),
      { numRuns: RUNS },
    );
  });

  it("random text that is mostly not JSON, with any content type", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.string({ maxLength: 300 }),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", ""),
        async (path, text, type) => {
          expectClientSafe(await post(path, text, type));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("valid-looking bodies with one field replaced by anything", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PATHS),
        fc.jsonValue({ maxDepth: 2 }),
        fc.nat(),
        async (path, value, pick) => {
          const body: Record<string, unknown> = structuredClone(VALID[path]);
          const keys = Object.keys(body);
          body[keys[pick % keys.length]] = value;
          expectClientSafe(await post(path, JSON.stringify(body)));
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it("valid-looking bodies with an extra unknown field are refused with 400", async () => {
    for (const path of PATHS) {
      const result = await post(path, JSON.stringify({ ...VALID[path], surprise: 1 }));
      expect(result.status, path).toBe(400);
      expectClientSafe(result);
    }
  });

  it("room ids of every shape", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), async (id) => {
        const ctx = createExecutionContext();
        const res = await app.request(`/api/rooms/${encodeURIComponent(id)}`, {}, env, ctx);
        const text = await res.text();
        await waitOnExecutionContext(ctx);
        expectClientSafe({ status: res.status, text, type: res.headers.get("Content-Type") ?? "" });
      }),
      { numRuns: RUNS },
    );
  });
});
