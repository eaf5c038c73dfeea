import { createContext } from "react-router";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { AppServices } from "~/server/app-services";
import type { AppConfig } from "~/server/env.server";

/** The services a loader or action calls directly (no HTTP hop to our own /api). */
export const servicesContext = createContext<AppServices>();

/** Per-request facts the Worker decided before React Router ran. */
export interface RequestInfo {
  nonce: string;
  /**
   * A random value per response that seeds the idempotency keys of server-rendered forms
   * (product-rules.md: Idempotency), so forms work before hydration; the edge page cache rewrites
   * it like the nonce.
   */
  formToken: string;
  requestId: string;
  /** The request's clock, so every date rule on a page uses one "today". */
  now: Date;
  clientIp: string;
  /**
   * A page the browser asked for as a document, rather than a data request (`.data`) of a page it
   * already shows: only the document's HTML holds what the server drew, so only there may a loader
   * leave out the words of parts the browser keeps as drawn (app/components/deferred.tsx).
   */
  documentRequest: boolean;
}
export const requestInfoContext = createContext<RequestInfo>();

/**
 * Structured data (JSON-LD) a document's loader adds for the Worker to write into the page's head
 * (workers/platform/structured-data.ts): search engines read it from the HTML, and the browser never
 * needs it, so it does not travel a second time as the page's data. Empty on data requests.
 */
export const structuredDataContext = createContext<object[]>();

/**
 * The Worker's bindings (D1, KV, the queue, R2, Images, the rate limiter, mail) and its checked
 * configuration, set once per request by the Worker entry. A capability's server code builds what
 * it needs from these where it runs (a desk page's store, the guest's booking page), so no
 * capability needs a context, an interface or a line in the Worker of its own.
 */
export interface EdgeBindings {
  env: Cloudflare.Env;
  config: AppConfig;
  /** Keeps work (a delivery started at once) running after the response is sent. */
  waitUntil(promise: Promise<unknown>): void;
}
export const bindingsContext = createContext<EdgeBindings>();

/**
 * The member of staff a front desk request signed in as. The Worker sets it only after sign-in
 * (workers/access/desk-guard.ts); the desk's middleware and its loaders and actions refuse to run
 * without it (app/desk/desk-context.server.ts).
 */
export const staffContext = createContext<StaffIdentity | null>(null);
