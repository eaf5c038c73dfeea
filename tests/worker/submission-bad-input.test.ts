import { afterEach, describe, expect, it, vi } from "vitest";
import { embeddedEnv, interceptFetch, post, submissionEndpoints, upstreamEnv, validBodies, wizardEntry } from "./submission-helpers";
import { quietDayPlus } from "./test-dates";

afterEach(() => vi.restoreAllMocks());

const endpoints = submissionEndpoints("guest@example.com");

const modes = [
  ["embedded", embeddedEnv],
  ["upstream", upstreamEnv],
] as const;

/**
 * Every refusal is the bad-input error envelope (product-rules.md: Bad input): a code, a message,
 * no stack trace, and nothing sent upstream.
 */
function expectRefusal(res: Awaited<ReturnType<typeof post>>, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.res.headers.get("Content-Type")).toContain("application/json");
  const error = res.json().error;
  expect(error?.code).toBe(code);
  expect(typeof error?.message).toBe("string");
  expect(res.text).not.toMatch(/\bat\s+\S+\s+\(|stack|Error:/);
}

describe.each(modes)("bad input, %s origin (product-rules.md: Bad input)", (_mode, makeEnv) => {
  describe.each(endpoints)("%s", (path, valid) => {
    it("malformed JSON is 400 invalid_json", async () => {
      const fetches = interceptFetch();
      expectRefusal(await post(path, null, { raw: '{"name": "Asha",', env: makeEnv() }), 400, "invalid_json");
      expect(fetches.calls).toHaveLength(0);
    });

    it("a body over 16 KiB is 413", async () => {
      interceptFetch();
      const huge = JSON.stringify({ ...valid, padding: "x".repeat(17 * 1024) });
      expectRefusal(await post(path, null, { raw: huge, env: makeEnv() }), 413, "payload_too_large");
    });

    it("an unknown field is 400 naming the field", async () => {
      interceptFetch();
      const res = await post(path, { ...valid, isAdmin: true }, { env: makeEnv() });
      expectRefusal(res, 400, "validation_failed");
      expect(res.json().error?.fields?.isAdmin).toBe("Unknown field");
    });

    it.each([["an array", [valid]], ["null", null], ["a string", "hello"], ["a number", 42], ["an empty object", {}]])(
      "%s as the body is 400",
      async (_label, body) => {
        interceptFetch();
        expectRefusal(await post(path, body, { env: makeEnv() }), 400, "validation_failed");
      },
    );

    it("any field replaced by a wrong value is refused or accepted, never a 5xx", async () => {
      interceptFetch();
      for (const field of Object.keys(valid)) {
        for (const wrong of [{}, [], 12.5, true, "x".repeat(3000), -1]) {
          const res = await post(path, { ...valid, [field]: wrong }, { env: makeEnv() });
          expect(res.status, `${field} = ${JSON.stringify(wrong).slice(0, 20)}`).toBeLessThan(500);
          if (res.status >= 400) expect(res.json().error?.code).toBeTruthy();
        }
      }
    });
  });

  it("impossible and past dates get the original site's messages", async () => {
    interceptFetch();
    const impossible = await post("/api/bookings", { bookings: [wizardEntry({ check_in_date: "2027-02-30" })] }, { env: makeEnv() });
    expectRefusal(impossible, 400, "validation_failed");
    expect(impossible.json().error?.fields?.["bookings.0.check_in_date"]).toBe("Enter a valid date");

    const beforeOpening = await post(
      "/api/booking-requests",
      { ...validBodies.bookingRequest, dateIn: "2025-09-01", dateOut: "2025-09-02" },
      { env: makeEnv() },
    );
    expect(beforeOpening.json().error?.fields?.dateIn).toBe("Hotel opens on September 26th");

    const reversed = await post("/api/bookings", { ...validBodies.chat, checkIn: quietDayPlus(2), checkOut: quietDayPlus(0) }, { env: makeEnv() });
    expect(reversed.json().error?.fields?.checkOut).toBe("Check-out date must be after check-in date");
  });

  it("guest limits (product-rules.md: One guest rule): five guests in a room, six rooms", async () => {
    interceptFetch();
    const crowded = await post("/api/bookings", { bookings: [wizardEntry({ adults: 3, children: 2 })] }, { env: makeEnv() });
    expectRefusal(crowded, 400, "validation_failed");
    const sixRooms = await post("/api/bookings", { bookings: Array.from({ length: 6 }, () => wizardEntry()) }, { env: makeEnv() });
    expect(sixRooms.json().error?.fields?.bookings).toBe("Maximum 5 rooms per booking");
  });
});
