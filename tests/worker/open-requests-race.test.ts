/**
 * "At most 3 open booking requests per guest" (product-rules.md: Stay limits) when the requests
 * race: ten bookings by one guest sent at once, each with its own Idempotency-Key and client
 * address (so neither idempotency nor the rate limit is what refuses), are three bookings and seven
 * refusals, in both origin modes, with nothing of the refused ones left behind.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { interceptFetch, post, startEachTestWithoutBookings, upstreamEnv, wizardEntry } from "./submission-helpers";
import { quietDayPlus } from "./test-dates";

startEachTestWithoutBookings();

const racers = 10;

const tooMany = {
  code: "too_many_open_requests",
  message:
    "You already have 3 booking requests waiting for confirmation. Please call us on +91 90000 00001 to change them or to book more.",
};

/**
 * The i-th booking: a night of its own in a Deluxe Room (12 in the seed), so however many are
 * accepted the inventory never runs out and only the open-requests limit can refuse.
 */
function booking(i: number, guest: { email: string; phone: string }) {
  return { bookings: [wizardEntry({ ...guest, check_in_date: quietDayPlus(i), check_out_date: quietDayPlus(i + 1) })] };
}

async function countOf(sql: string, ...params: string[]): Promise<number> {
  return (await env.DB.prepare(sql).bind(...params).first<{ n: number }>())?.n ?? 0;
}

describe.each([
  ["embedded", undefined],
  ["upstream", upstreamEnv],
] as const)("ten simultaneous booking requests by one guest, %s origin", (mode, makeEnv) => {
  const guest = { email: `racer-${mode}@example.com`, phone: mode === "embedded" ? "9811100001" : "9811100002" };

  it("are three bookings and seven 409 too_many_open_requests; the refused leave nothing", async () => {
    interceptFetch();
    const testEnv = makeEnv?.();
    const keys = Array.from({ length: racers }, () => crypto.randomUUID());
    // The same guest spelled differently, as the count matches it (case-insensitive e-mail).
    const answers = await Promise.all(
      keys.map((key, i) =>
        post("/api/bookings", booking(i, { ...guest, email: i % 2 ? guest.email.toUpperCase() : guest.email }), { key, env: testEnv }),
      ),
    );

    const accepted = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.json()).toEqual({ error: tooMany });
    }

    // Stored: exactly the three accepted requests and their receipts to the guest; no claim left behind.
    const references = accepted.map((answer) => String(answer.json().data?.reference)).sort();
    const stored = await env.DB.prepare(
      "SELECT reference, status FROM submissions WHERE kind = 'booking' ORDER BY reference",
    ).all<{ reference: string; status: string }>();
    expect(stored.results.map((row) => row.reference)).toEqual(references);
    expect(stored.results.every((row) => row.status !== "processing")).toBe(true);
    expect(await countOf("SELECT COUNT(*) AS n FROM bookings")).toBe(mode === "embedded" ? 3 : 0);
    expect(
      await countOf("SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'booking-received-guest' AND lower(to_address) = ?", guest.email),
    ).toBe(3);

    // A replay of an accepted request is its first answer; of a refused one, the refusal again.
    const first = answers.findIndex((answer) => answer.status === 201);
    const replay = await post("/api/bookings", booking(first, { ...guest, email: first % 2 ? guest.email.toUpperCase() : guest.email }), {
      key: keys[first],
      env: testEnv,
    });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(answers[first].text);
    const loser = answers.findIndex((answer) => answer.status === 409);
    const again = await post("/api/bookings", booking(loser, guest), { key: keys[loser], env: testEnv });
    expect(again.status).toBe(409);
    expect(await countOf("SELECT COUNT(*) AS n FROM submissions WHERE kind = 'booking'")).toBe(3);
  });

  it("ten guests at once are all taken: the limit is per guest, and the rooms suffice", async () => {
    interceptFetch();
    const testEnv = makeEnv?.();
    const answers = await Promise.all(
      Array.from({ length: racers }, (_, i) =>
        post("/api/bookings", booking(i, { email: `crowd${i}-${mode}@example.com`, phone: `98222000${String(i).padStart(2, "0")}` }), {
          key: crypto.randomUUID(),
          env: testEnv,
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(racers).fill(201));
  });
});
