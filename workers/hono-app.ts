import { type Context, Hono } from "hono";
import { requestId } from "hono/request-id";
import { apiApp } from "./api/api-app";
import { deskResponseHeaders, requireDeskOrigin, requireStaff } from "./access/desk-guard";
import { isDeskPath } from "./access/desk-paths";
import type { HonoEnv } from "./hono-env";
import { refuseCrossSite } from "./http/cross-site-guard";
import { drainUnreadBody } from "./http/drain-unread-body";
import { limitFormBody } from "./http/form-body-guard";
import { refuseUnsupportedPageMethod } from "./http/method-guard";
import { mediaApp } from "./media/media-app";
import { channelFeedApp } from "./feeds/channel-feed-app";
import { applySiteUrl } from "~/content/hotel";
import { contentVersion } from "../app/server/content-version.server";
import { applySavedSettings } from "../app/server/hotel-settings.server";
import { type PageTokens, servePage } from "./platform/page-cache";
import { makeNonce, securityHeaders } from "./platform/security-headers";
import { createServices } from "../app/server/create-services.server";

/** Renders a page with React Router; injected so tests in workerd can build the app without SSR. */
export type PageRenderer = (
  request: Request,
  c: Context<HonoEnv>,
  tokens: PageTokens,
) => Promise<Response>;

export interface AppOptions {
  /** The client build's asset version; when given, page HTML is cached at the edge (page-cache.ts). */
  buildVersion?: () => Promise<string>;
}

/**
 * The Worker's Hono root: every request body drained before the answer leaves, request id and
 * security headers on everything, the front desk's sign-in, cross-site posts, unsupported methods and oversized or
 * unreadable form bodies refused, our API at /api, room and gallery media at /media, and every
 * other path handed to React Router.
 */
export function createApp(renderPage: PageRenderer, options: AppOptions = {}) {
  const app = new Hono<HonoEnv>();
  app.use(drainUnreadBody);
  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    c.set("nonce", makeNonce());
    c.set("now", new Date());
    const services = createServices(c.env, c.executionCtx);
    c.set("services", services);
    // Links and absolute URLs from the configured site address, never from this request's Host.
    applySiteUrl(services.config.siteUrl);
    // The hotel's phones, offers and banner as staff saved them, for everything this request makes.
    await applySavedSettings(c.env);
    await next();
  });
  app.use(securityHeaders);
  app.use(deskResponseHeaders);
  // The front desk signs in every request before any other rule answers or anything reads it.
  app.use(requireStaff);
  // Before anything reads a body: where it came from, whether the path takes the method, its size.
  app.use(refuseCrossSite);
  app.use(refuseUnsupportedPageMethod);
  app.use(limitFormBody);
  app.use(requireDeskOrigin);
  app.route("/api", apiApp);
  app.route("/media", mediaApp);
  app.route("/feeds/ical", channelFeedApp);
  app.all("*", (c) => {
    const render = (tokens: PageTokens) => renderPage(c.req.raw, c, tokens);
    const tokens = { nonce: c.get("nonce"), formToken: crypto.randomUUID() };
    const { buildVersion } = options;
    // A desk page is one member of staff's own view of guests' data: never cached.
    if (!buildVersion || isDeskPath(c.req.path)) return render(tokens);
    return servePage(c.req.raw, tokens, render, {
      // The DOM lib's CacheStorage type hides Workers' `caches.default`.
      cache: (caches as unknown as { default: Cache }).default,
      buildVersion,
      contentVersion: () => contentVersion(c.env.CACHE),
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      now: () => Date.now(),
    });
  });
  // Last line of defence (product-rules.md: Bad input): log the cause, never show a stack trace.
  app.onError((error, c) => {
    console.error(JSON.stringify({ requestId: c.get("requestId"), error: String(error) }));
    return c.json({ error: { code: "internal", message: "Something went wrong. Please try again." } }, 500);
  });
  return app;
}
