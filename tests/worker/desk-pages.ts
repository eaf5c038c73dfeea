/**
 * Desk pages drawn through React Router as the build runs them: the route module's loader, its
 * action on a POST, then its page with their data, under a desk request's context (signed in or
 * not, upstream or not, the bindings given or the test's own).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider, useActionData, useLoaderData, useParams } from "react-router";
import { bindingsContext } from "~/context";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import { readConfig } from "~/server/env.server";
import { deskRequestContext } from "./desk-helpers";

export interface PageOptions {
  staff?: StaffIdentity | null;
  mode?: "upstream";
  now?: Date;
  /** The bindings; the test's own (no Razorpay keys) unless given. */
  bindings?: Cloudflare.Env;
}

/** A desk request's context with the given bindings in place of the test's own. */
function pageContext(options: PageOptions = {}) {
  const context = deskRequestContext({ now: options.now, staff: options.staff, mode: options.mode });
  if (options.bindings && options.mode !== "upstream") {
    context.set(bindingsContext, { env: options.bindings, config: readConfig(options.bindings), waitUntil: () => {} });
  }
  return context;
}

/** A route module as React Router's build serves it: its loader, its action, its page with their data. */
export function pageRoute(id: string, path: string, module: { loader: unknown; action?: unknown; default: unknown }): RouteObject {
  const Component = module.default as (props: object) => React.ReactElement;
  function RoutePage() {
    const props = { loaderData: useLoaderData(), actionData: useActionData(), params: useParams(), matches: [] };
    return createElement(Component, props);
  }
  return { id, path, loader: module.loader as never, action: module.action as never, Component: RoutePage };
}

/** The page's words as a reader sees them: React's escapes undone, tags dropped. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

export interface Answer {
  status: number;
  location: string | null;
  html: string;
  words: string;
}

/** One request to a desk page as React Router answers it. */
export async function visit(routes: RouteObject[], path: string, init: RequestInit = {}, options: PageOptions = {}): Promise<Answer> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`, init), { requestContext: pageContext(options) });
  if (context instanceof Response) return { status: context.status, location: context.headers.get("Location"), html: "", words: "" };
  if (context.errors) {
    const thrown = Object.values(context.errors)[0] as { status?: number; data?: unknown };
    return { status: thrown.status ?? 500, location: null, html: "", words: String(thrown.data ?? "") };
  }
  const html = renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
  return { status: context.statusCode, location: null, html, words: text(html) };
}

let keys = 0;
/** A fresh one-time key for a form. */
export const formKey = () => `desk-form-${++keys}`;

/** A form posted to a desk page, with a fresh one-time key unless the fields carry one. */
export function postForm(routes: RouteObject[], path: string, fields: Record<string, string>, options: PageOptions = {}) {
  const body = new URLSearchParams({ request_key: formKey(), ...fields });
  return visit(routes, path, { method: "POST", body }, options);
}

