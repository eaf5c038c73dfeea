/**
 * The guest's own booking page (/MyBooking, /hi/MyBooking) as the Worker renders it: its loader or
 * action with the Worker's context, then its component to HTML under a root that sends the frame's
 * words in the page's language, as root.tsx does. A redirect comes back as the Response itself.
 */
import { createExecutionContext } from "cloudflare:test";
import { createElement, type FunctionComponent } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider, useActionData, useLoaderData, useParams } from "react-router";
import { bindingsContext, requestInfoContext, servicesContext } from "~/context";
import { langOfPath } from "~/i18n/lang";
import { rootWords } from "~/root-words.server";
import { createServices } from "../../app/server/create-services.server";
import { readConfig } from "../../app/server/env.server";
import { embeddedEnv, nextIp } from "./submission-helpers";

/** A document request's context as the Worker builds it, with the given bindings. */
export function guestPageContext(bindings: Cloudflare.Env = embeddedEnv(), ctx = createExecutionContext()) {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { nonce: "n", formToken: "f", requestId: "r", now: new Date(), clientIp: nextIp(), documentRequest: true });
  provider.set(bindingsContext, { env: bindings, config: readConfig(bindings), waitUntil: (work) => ctx.waitUntil(work) });
  provider.set(servicesContext, createServices(bindings, ctx));
  return provider;
}

type Deposit = { kind: string } | null;

/** The page at `path`, posted `form` when given; `text` is what a reader sees, the markup without its tags. */
export async function renderGuestPage(path: string, options: { form?: Record<string, string>; bindings?: Cloudflare.Env } = {}) {
  const page = await import("../../app/booking/my-booking/my-booking");
  const Page = page.default as unknown as FunctionComponent<Record<string, unknown>>;
  const Component = () => createElement(Page, { loaderData: useLoaderData(), actionData: useActionData(), params: useParams(), matches: [] });
  const routes = [
    {
      id: "root",
      path: "/",
      loader: ({ request }: { request: Request }) => ({ words: rootWords(langOfPath(new URL(request.url).pathname)), turnstileSiteKey: null }),
      children: [{ id: "page", path: "*", loader: page.loader as never, action: page.action as never, Component }],
    },
  ];
  const handler = createStaticHandler(routes);
  const init = options.form ? { method: "POST", body: new URLSearchParams(options.form) } : {};
  const result = await handler.query(new Request(`https://resort.example${path}`, init), { requestContext: guestPageContext(options.bindings) as never });
  if (result instanceof Response) return { redirect: result, status: result.status, html: "", text: "", deposit: null };
  const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, result), context: result, hydrate: false }));
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ");
  const deposit: Deposit = (result.loaderData.page as { deposit?: Deposit } | undefined)?.deposit ?? null;
  return { redirect: null, status: result.statusCode, html, text, deposit };
}
