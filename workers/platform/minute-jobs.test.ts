import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runMinuteJobs } from "./minute-jobs";

afterEach(() => vi.restoreAllMocks());

describe("the Cron's minute jobs", () => {
  it("runs every job even when each one before it fails, and logs which failed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // A database that refuses every statement makes every job fail in its own way.
    const broken = new Proxy(env.DB, {
      get: (target, property) =>
        property === "prepare" || property === "batch"
          ? () => {
              throw new Error("database unavailable");
            }
          : Reflect.get(target, property),
    });
    await expect(runMinuteJobs({ ...env, DB: broken }, new Date("2026-12-01T06:00:00Z"))).resolves.toBeUndefined();
    const failed = errors.mock.calls
      .map(([line]) => (typeof line === "string" && line.startsWith("{") ? (JSON.parse(line) as { event?: string; job?: string }) : null))
      .filter((entry) => entry?.event === "cron_job_failed")
      .map((entry) => entry?.job);
    // The sweeps that catch their own errors (mail, deposits) log them themselves; the rest reach here,
    // and the last job still ran after three failed before it.
    expect(failed).toEqual(expect.arrayContaining(["deliveries", "register", "nightAudit", "channels"]));
  });
});
