import { afterEach, describe, expect, it, vi } from "vitest";
import { MEDIA_CACHE_CONTROL } from "../../workers/media/media-app";
import { ADMIN_KEY, fakeAdmin, request, upstreamEnv } from "./read-harness";

afterEach(() => vi.restoreAllMocks());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const image = (type = "image/png") => new Response(PNG, { headers: { "Content-Type": type } });

describe("/media in upstream mode (product-rules.md: Images and illustrations)", () => {
  it("proxies a room image from /assets/images/rooms/ without the API key, with a long Cache-Control", async () => {
    const admin = fakeAdmin({ "GET /assets/images/rooms/deluxe-main.png": () => image() });
    const response = await request("/media/rooms/deluxe-main.png", {}, upstreamEnv);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe(MEDIA_CACHE_CONTROL);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(admin.calls).toHaveLength(1);
    expect(admin.calls[0].url).toBe("http://admin.test/assets/images/rooms/deluxe-main.png");
    expect(admin.calls[0].headers.get("X-API-KEY")).toBeNull();
    for (const [, value] of response.headers) expect(value).not.toContain(ADMIN_KEY);
  });

  it("keeps the image in the Cache API so the admin host is asked once", async () => {
    const admin = fakeAdmin({ "GET /assets/images/gallery/aarti.webp": () => image("image/webp") });
    const first = await request("/media/gallery/aarti.webp", {}, upstreamEnv);
    await first.arrayBuffer();
    const second = await request("/media/gallery/aarti.webp", {}, upstreamEnv);
    expect(second.status).toBe(200);
    expect(second.headers.get("Content-Type")).toBe("image/webp");
    // The Cache API's response has immutable headers; the security headers are still added
    // (product-rules.md: Untrusted HTML).
    for (const response of [first, second]) {
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(response.headers.get("Content-Security-Policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(PNG);
    expect(admin.calls.map((call) => new URL(call.url).pathname)).toEqual(["/assets/images/gallery/aarti.webp"]);
  });

  it.each([
    ["an HTML page", () => new Response("<html>login</html>", { headers: { "Content-Type": "text/html" } })],
    ["a script", () => new Response("alert(1)", { headers: { "Content-Type": "application/javascript" } })],
    ["a missing file", () => new Response("nope", { status: 404 })],
    ["a server error", () => new Response("boom", { status: 500, headers: { "Content-Type": "image/png" } })],
    ["no answer", () => Promise.reject(new TypeError("Network connection lost."))],
  ])("answers 404 when the admin host sends %s", async (_case, answer) => {
    fakeAdmin({ "GET /assets/images/rooms/broken.jpg": answer });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const response = await request("/media/rooms/broken.jpg", {}, upstreamEnv);
    expect(response.status).toBe(404);
  });

  it.each([
    "/media/rooms/..%2F..%2Fapi%2Frooms",
    "/media/rooms/%2e%2e%2fsecret.png",
    "/media/rooms/run.exe",
    "/media/rooms/.hidden.png",
    "/media/rooms/a/b.png",
    "/media/uploads/x.png",
    "/media/",
  ])("refuses %s without asking the admin host", async (path) => {
    const admin = fakeAdmin({});
    const response = await request(path, {}, upstreamEnv);
    expect(response.status).toBe(404);
    expect(admin.calls).toHaveLength(0);
  });
});

describe("/media in embedded mode", () => {
  it("answers 404 for names that are not bundled files (the assets layer serves the bundled ones)", async () => {
    const admin = fakeAdmin({});
    expect((await request("/media/rooms/not-bundled.png")).status).toBe(404);
    expect((await request("/media/gallery/not-bundled.png")).status).toBe(404);
    expect(admin.calls).toHaveLength(0);
  });
});
