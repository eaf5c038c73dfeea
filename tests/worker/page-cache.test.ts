import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createApp } from "../../workers/hono-app";
import { bumpContentVersion } from "../../app/server/content-version.server";
import { PAGE_CACHE_STATUS, PAGE_FRESH_SECONDS, type PageCacheDeps, servePage } from "../../workers/platform/page-cache";

/** A page whose HTML carries the nonce it was rendered with, as React Router's output does. */
function makeApp(version = "build-1") {
  const renders: string[] = [];
  const app = createApp(
    async (request, _c, { nonce, formToken }) => {
      renders.push(new URL(request.url).pathname);
      const form = `<input name="idempotency_key" value="${formToken}:contact">`;
      return new Response(`<html><script nonce="${nonce}">x</script>${form}${renders.length}</html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    },
    { buildVersion: async () => version },
  );
  return { app, renders };
}

async function get(app: ReturnType<typeof makeApp>["app"], path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const res = await app.request(path, init, env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return { res, body };
}

function nonceOf(res: Response) {
  return /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
}

describe("edge HTML cache", () => {
  it("serves a cached page with a fresh nonce in both the header and the HTML", async () => {
    const { app, renders } = makeApp();
    const first = await get(app, "/page-cache-a");
    const second = await get(app, "/page-cache-a");
    expect(first.res.headers.get(PAGE_CACHE_STATUS)).toBe("MISS");
    expect(second.res.headers.get(PAGE_CACHE_STATUS)).toBe("HIT");
    expect(renders).toEqual(["/page-cache-a"]);
    const nonce = nonceOf(second.res);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first.res));
    expect(second.body).toContain(`nonce="${nonce}"`);
    expect(second.body).not.toContain(`nonce="${nonceOf(first.res)}"`);
    const tokenOf = (body: string) => /value="([^"]+):contact"/.exec(body)?.[1];
    expect(tokenOf(second.body)).toBeTruthy();
    expect(tokenOf(second.body)).not.toBe(tokenOf(first.body));
  });

  it("never caches pages with personal input, queries or other methods", async () => {
    const { app, renders } = makeApp();
    await get(app, "/BookingForm");
    await get(app, "/BookingForm");
    await get(app, "/hi/BookingForm");
    await get(app, "/hi/BookingForm");
    await get(app, "/Room?x=1");
    await get(app, "/Room?x=1");
    // A form post (a POST without a form body is now refused before it reaches a page).
    const post = { method: "POST", body: "a=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    await get(app, "/page-cache-b", post);
    await get(app, "/page-cache-b", post);
    expect(renders).toHaveLength(8);
  });

  it("keys by build and content version", async () => {
    const one = makeApp("build-1");
    await get(one.app, "/page-cache-c");
    const two = makeApp("build-2");
    const afterDeploy = await get(two.app, "/page-cache-c");
    expect(afterDeploy.res.headers.get(PAGE_CACHE_STATUS)).toBe("MISS");
    await bumpContentVersion(env.CACHE);
    const afterContent = await get(two.app, "/page-cache-c");
    expect(afterContent.res.headers.get(PAGE_CACHE_STATUS)).toBe("MISS");
  });

  it("keys by the hotel's day: a page drawn before midnight in Omkareshwar is not served after it", async () => {
    const { app, renders } = makeApp();
    // 23:59:40 and 00:00:10 in India (UTC+5:30), 30 seconds apart: well inside the fresh window.
    const clock = vi.spyOn(Date, "now").mockReturnValue(Date.parse("2026-12-01T18:29:40Z"));
    const before = await get(app, "/page-cache-day");
    const again = await get(app, "/page-cache-day");
    clock.mockReturnValue(Date.parse("2026-12-01T18:30:10Z"));
    const after = await get(app, "/page-cache-day");
    clock.mockRestore();
    expect([before, again, after].map(({ res }) => res.headers.get(PAGE_CACHE_STATUS))).toEqual(["MISS", "HIT", "MISS"]);
    expect(renders).toEqual(["/page-cache-day", "/page-cache-day"]);
  });

  it("serves stale after the fresh window and refreshes in the background", async () => {
    const { app, renders } = makeApp();
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    await get(app, "/page-cache-d");
    clock.mockReturnValue(now + (PAGE_FRESH_SECONDS + 5) * 1000);
    const stale = await get(app, "/page-cache-d");
    expect(stale.res.headers.get(PAGE_CACHE_STATUS)).toBe("STALE");
    expect(renders).toHaveLength(2);
    clock.mockReturnValue(now + (PAGE_FRESH_SECONDS + 10) * 1000);
    const refreshed = await get(app, "/page-cache-d");
    expect(refreshed.res.headers.get(PAGE_CACHE_STATUS)).toBe("HIT");
    clock.mockRestore();
  });

  it("answers repeat hits from the isolate's memory, and a burst of stale hits re-renders once", async () => {
    let matches = 0;
    let puts = 0;
    const pending: Promise<unknown>[] = [];
    let clock = 1_000_000;
    const deps: PageCacheDeps = {
      cache: {
        match: async () => {
          matches += 1;
          return undefined;
        },
        put: async () => {
          puts += 1;
        },
      } as unknown as Cache,
      buildVersion: async () => "memory-build",
      contentVersion: async () => "memory-content",
      waitUntil: (promise) => pending.push(promise),
      now: () => clock,
    };
    let renders = 0;
    const render = async ({ nonce }: { nonce: string }) => {
      renders += 1;
      return new Response(`<script nonce="${nonce}"></script>${renders}`, { headers: { "Content-Type": "text/html" } });
    };
    const request = () => new Request("https://hotel.test/page-cache-memory");
    const tokens = () => ({ nonce: crypto.randomUUID(), formToken: crypto.randomUUID() });

    const miss = await servePage(request(), tokens(), render, deps);
    expect(miss.headers.get(PAGE_CACHE_STATUS)).toBe("MISS");
    await Promise.all(pending);
    const hitTokens = tokens();
    const hit = await servePage(request(), hitTokens, render, deps);
    expect(hit.headers.get(PAGE_CACHE_STATUS)).toBe("HIT");
    expect(await hit.text()).toBe(`<script nonce="${hitTokens.nonce}"></script>1`);
    expect(matches).toBe(1);
    expect(puts).toBe(1);

    clock += (PAGE_FRESH_SECONDS + 1) * 1000;
    const burst = await Promise.all(Array.from({ length: 5 }, () => servePage(request(), tokens(), render, deps)));
    expect(burst.map((res) => res.headers.get(PAGE_CACHE_STATUS))).toEqual(Array(5).fill("STALE"));
    await Promise.all(pending);
    expect(renders).toBe(2);
    const refreshed = await servePage(request(), tokens(), render, deps);
    expect(refreshed.headers.get(PAGE_CACHE_STATUS)).toBe("HIT");
    expect(await refreshed.text()).toMatch(/2$/);
  });
});
