import { afterEach, describe, expect, it, vi } from "vitest";
import { OriginFailedError } from "./origin.server";
import { createUpstreamOrigin, UPSTREAM_TIMEOUT_MS } from "./upstream-origin.server";

afterEach(() => vi.restoreAllMocks());

/** A fetch that never answers on its own: it only ends when the caller's signal aborts it. */
function hangingFetch() {
  return vi.spyOn(globalThis, "fetch").mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
}

describe("upstream origin", () => {
  it("waits about 4 s by default", () => {
    expect(UPSTREAM_TIMEOUT_MS).toBe(4000);
  });

  it("gives up on a slow admin API when its timeout passes", async () => {
    const spy = hangingFetch();
    const origin = createUpstreamOrigin({ baseUrl: "http://admin.test", apiKey: "k", timeoutMs: 30 });
    const started = Date.now();
    await expect(origin.listRooms()).rejects.toThrow(OriginFailedError);
    await expect(origin.listGallery()).rejects.toThrow(/timed out after 30 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("accepts 201 as success (the contract's codes are 200/201)", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify({ data: [] }), { status: 201 }));
    const origin = createUpstreamOrigin({ baseUrl: "http://admin.test", apiKey: "k" });
    expect(await origin.listGallery()).toEqual([]);
  });

  it("treats a redirect to a login page as a failure", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 302, headers: { Location: "/login" } }));
    const origin = createUpstreamOrigin({ baseUrl: "http://admin.test", apiKey: "k" });
    await expect(origin.listRooms()).rejects.toThrow(/HTTP 302/);
  });
});
