import { NavigationType } from "react-router";
import type { unstable_RouterFetchContext as RouterFetchContext } from "react-router/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { discoveryAwareFetch, isLinkDiscovery, type RouterActivity } from "./route-discovery";

const idle: RouterActivity = { navigation: { state: "idle" }, fetchers: new Map() };
const navigating: RouterActivity = { navigation: { state: "loading" }, fetchers: new Map() };
const sending: RouterActivity = { navigation: { state: "idle" }, fetchers: new Map([["newsletter", { state: "submitting" }]]) };
const manifest: RouterFetchContext = { type: "manifest" };
const navigation: RouterFetchContext = { type: "navigation", fetcherKey: null, navigationType: NavigationType.Push };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("route discovery (react-router.config.ts: lazy)", () => {
  it("tells the links' route requests from a navigation's or a fetcher's", () => {
    expect(isLinkDiscovery(manifest, idle)).toBe(true);
    expect(isLinkDiscovery(manifest, navigating)).toBe(false);
    expect(isLinkDiscovery(manifest, sending)).toBe(false);
    expect(isLinkDiscovery(navigation, idle)).toBe(false);
    // Before React Router has made its router nothing is held: there is nothing to wait for yet.
    expect(isLinkDiscovery(manifest, undefined)).toBe(false);
  });

  it("holds the links' route request until every part has hydrated, and sends it then", async () => {
    const sent = vi.fn(async (request: Request) => new Response(request.url));
    vi.stubGlobal("fetch", sent);
    let release = () => {};
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routerFetch = discoveryAwareFetch(() => settled, () => idle);

    const response = routerFetch(new Request("http://localhost/__manifest?paths=%2FRoom"), manifest);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).not.toHaveBeenCalled();

    release();
    expect(await (await response).text()).toBe("http://localhost/__manifest?paths=%2FRoom");
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("sends one request for the same routes asked for again while they wait", async () => {
    const sent = vi.fn(async () => new Response('{"routes":1}'));
    vi.stubGlobal("fetch", sent);
    let release = () => {};
    const settled = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routerFetch = discoveryAwareFetch(() => settled, () => idle);
    const url = "http://localhost/__manifest?paths=%2FRoom%2C%2FSpa";

    const first = routerFetch(new Request(url), manifest);
    const second = routerFetch(new Request(url), manifest);
    const other = routerFetch(new Request("http://localhost/__manifest?paths=%2FGym"), manifest);
    release();
    expect(await (await first).text()).toBe('{"routes":1}');
    expect(await (await second).text()).toBe('{"routes":1}');
    await other;
    expect(sent).toHaveBeenCalledTimes(2);

    // Once answered, a later ask is a new request.
    await routerFetch(new Request(url), manifest);
    expect(sent).toHaveBeenCalledTimes(3);
  });

  it("sends a navigation's route request and its data at once, whatever the page's parts are doing", async () => {
    const sent = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", sent);
    const never = new Promise<void>(() => {});
    const routerFetch = discoveryAwareFetch(() => never, () => navigating);

    await routerFetch(new Request("http://localhost/__manifest?paths=%2FRoom"), manifest);
    await routerFetch(new Request("http://localhost/Room.data"), navigation);
    expect(sent).toHaveBeenCalledTimes(2);
  });
});
