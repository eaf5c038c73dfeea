import { expect, test } from "@playwright/test";
import { hotel } from "./support/shipped-hotel";
import { serveSecondWorker } from "./support/second-worker";
import { type AdminBehaviour, startSwitchableAdmin } from "./support/switchable-admin";

/**
 * The fault suite against the real built Worker in upstream mode: the admin API (the one third party
 * stood in for) goes down, slow, 500, garbage or wrong-shaped, and comes back. Serial: the tests
 * share one admin and one Worker, whose read cache and outbox carry state from test to test.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN_KEY = "e2e-admin-key-5d1c";
const FAILURES: AdminBehaviour[] = ["down", "slow", "error", "garbage", "wrong-shape"];
const second = serveSecondWorker(
  () => startSwitchableAdmin("down"),
  (admin) => ({ ADMIN_API_URL: admin.url, ADMIN_API_KEY: ADMIN_KEY }),
);

async function timedFetch(path: string, init?: RequestInit) {
  const started = Date.now();
  const response = await fetch(`${second.worker.baseURL}${path}`, init);
  const text = await response.text();
  return { response, text, ms: Date.now() - started };
}

test("cold cache, admin API failing every way: JSON errors, honest pages, nothing hangs", async ({ page }) => {
  for (const behaviour of FAILURES) {
    second.fake.behaviour = behaviour;
    for (const path of ["/api/rooms", "/api/rooms/3", "/api/gallery"]) {
      const { response, text, ms } = await timedFetch(path);
      expect(response.status, `${behaviour} ${path}`).toBe(503);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      const body = JSON.parse(text) as { error: { message: string } };
      expect(body.error.message).toContain(hotel.phones.primary.display);
      expect(text).not.toContain(ADMIN_KEY);
      expect(text).not.toContain(second.fake.url);
      // The Worker gives up on the admin API after about 4 s, never waiting for it.
      expect(ms, `${behaviour} ${path} took ${ms} ms`).toBeLessThan(7_000);
    }
  }
  second.fake.behaviour = "down";
  for (const path of ["/", "/Room", "/RoomDetails/2", "/Gallery"]) {
    const response = await page.goto(`${second.worker.baseURL}${path}`);
    expect(response?.status(), path).not.toBe(500);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText(hotel.phones.primary.display);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
  }
  // A room type cannot be told from a made-up one while rooms are unknown: 503 with Retry-After, as a
  // room's own page answers, and never cached, so an outage cannot fill the edge cache per invented path.
  for (const path of ["/Room/deluxe-room", "/Room/no-such-type-during-outage", "/RoomDetails/3"]) {
    for (let visit = 0; visit < 2; visit++) {
      const response = await page.goto(`${second.worker.baseURL}${path}`);
      expect(response?.status(), path).toBe(503);
      expect(response?.headers()["retry-after"]).toBe("30");
      expect(response?.headers()["x-page-cache"], path).toBeUndefined();
      await expect(page.locator("main")).toContainText(hotel.phones.primary.display);
    }
  }
});

test("once the admin API answered, reads are served from cache through every kind of failure", async ({ page }) => {
  second.fake.behaviour = "healthy";
  const warm = await timedFetch("/api/rooms");
  expect(warm.response.status).toBe(200);
  expect(warm.text).toContain("Upstream Deluxe Room by the river.");
  expect((await timedFetch("/api/rooms/1")).response.status).toBe(200);
  expect((await timedFetch("/api/gallery")).response.status).toBe(200);

  for (const behaviour of FAILURES) {
    second.fake.behaviour = behaviour;
    const rooms = await timedFetch("/api/rooms");
    expect(rooms.response.status, behaviour).toBe(200);
    expect(rooms.text).toContain("Upstream Deluxe Room by the river.");
    expect(rooms.ms).toBeLessThan(4_000);
    const response = await page.goto(`${second.worker.baseURL}/RoomDetails/1`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Deluxe Room");
  }
});

/** Sends a contact enquiry as one attempt, `key` being its Idempotency-Key. */
function enquire(key: string, message = "Do you arrange Narmada parikrama guides?") {
  return timedFetch("/api/contact-enquiry", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": key },
    body: JSON.stringify({ name: "Meera Joshi", email: "meera@example.com", phone: "9812345678", message }),
  });
}

test("a submission made during an outage is delivered exactly once after recovery", async () => {
  second.fake.behaviour = "down";
  const key = crypto.randomUUID();
  const before = second.fake.deliveries.length;
  const answer = await enquire(key);
  // The guest is told "received" because the enquiry is stored, whatever the admin API does.
  expect(answer.response.status).toBe(201);

  second.fake.behaviour = "healthy";
  await expect
    .poll(() => second.fake.deliveries.filter((d) => d.idempotencyKey === key).length, { timeout: 60_000 })
    .toBe(1);
  const delivered = second.fake.deliveries.find((d) => d.idempotencyKey === key);
  expect(delivered?.path).toBe("/api/contact-enquiry");
  expect(delivered?.apiKey).toBe(ADMIN_KEY);
  expect(delivered?.body).toContain("parikrama");

  // A retry of the same attempt is answered from the outbox and delivers nothing new.
  const retry = await enquire(key);
  expect(retry.response.status).toBe(201);
  expect(retry.text).toBe(answer.text);
  // Anything the retry had queued would go out no later than an enquiry sent after it: once that
  // one has arrived, whatever the retry would have delivered has arrived too.
  const laterKey = crypto.randomUUID();
  expect((await enquire(laterKey, "Is there parking for a minibus?")).response.status).toBe(201);
  await expect.poll(() => second.fake.deliveries.some((d) => d.idempotencyKey === laterKey), { timeout: 60_000 }).toBe(true);
  expect(second.fake.deliveries.filter((d) => d.idempotencyKey === key)).toHaveLength(1);
  expect(second.fake.deliveries.filter((d) => d.idempotencyKey !== laterKey).length - before).toBe(1);
});
