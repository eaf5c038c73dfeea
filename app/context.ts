import { createContext } from "react-router";
import type { AppServices } from "~/services/app-services";

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
}
export const requestInfoContext = createContext<RequestInfo>();
