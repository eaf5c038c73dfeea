import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { apiApp } from "./api/api-app";
import type { HonoEnv } from "./hono-env";
import { mediaApp } from "./media/media-app";
import { makeNonce, securityHeaders } from "./platform/security-headers";
import { createServices } from "./services/create-services";

/** Renders a page with React Router; injected so tests in workerd can build the app without SSR. */
export type PageRenderer = (request: Request, c: import("hono").Context<HonoEnv>) => Promise<Response>;

/**
 * The Worker's Hono root: request id and security headers on everything, our API at /api,
 * room and gallery media at /media, and every other path handed to React Router.
 */
export function createApp(renderPage: PageRenderer) {
  const app = new Hono<HonoEnv>();
  app.use(requestId({ headerName: "X-Request-Id" }));
  app.use(async (c, next) => {
    c.set("nonce", makeNonce());
    c.set("now", new Date());
    c.set("services", createServices(c.env, c.executionCtx));
    await next();
  });
  app.use(securityHeaders);
  app.route("/api", apiApp);
  app.route("/media", mediaApp);
  app.all("*", (c) => renderPage(c.req.raw, c));
  // Last line of defence (D8): log the cause, never show a stack trace.
  app.onError((error, c) => {
    console.error(JSON.stringify({ requestId: c.get("requestId"), error: String(error) }));
    return c.json({ error: { code: "internal", message: "Something went wrong. Please try again." } }, 500);
  });
  return app;
}
