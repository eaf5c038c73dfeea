import { describe, expect, it } from "vitest";
import { RATE_LIMIT_PERIOD_SECONDS } from "../../app/server/rate-limit.server";
import { nextIp, post, validBodies } from "./submission-helpers";

describe("rate limit on submissions (product-rules.md: Abuse limits)", () => {
  it("a burst of 40 from one client meets 429 with Retry-After; another client is unaffected", async () => {
    const ip = nextIp();
    const burst = await Promise.all(Array.from({ length: 40 }, () => post("/api/contact-enquiry", validBodies.contact, { ip })));
    const limited = burst.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(burst.filter((r) => r.status === 201).length).toBeGreaterThan(0);
    for (const res of limited) {
      expect(res.res.headers.get("Retry-After")).toBe(String(RATE_LIMIT_PERIOD_SECONDS));
      expect(res.json().error?.code).toBe("rate_limited");
    }
    expect((await post("/api/contact-enquiry", validBodies.contact, { ip: nextIp() })).status).toBe(201);
  });

  it("a guest filling in a few forms is never limited", async () => {
    const ip = nextIp();
    const forms = [
      await post("/api/contact-enquiry", validBodies.contact, { ip }),
      await post("/api/event-enquiry", validBodies.event, { ip }),
      await post("/api/newsletter", { email: "guest@example.com" }, { ip }),
      await post("/api/dining-reservations", validBodies.dining, { ip }),
      await post("/api/bookings", validBodies.chat, { ip }),
    ];
    expect(forms.map((r) => r.status)).not.toContain(429);
  });
});
