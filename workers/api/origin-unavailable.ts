import { hotel } from "~/content/hotel";
import { errorBody } from "./read-json-body";

/**
 * Read cache (product-rules.md): a cold cache with the origin down is an honest 503 that tells the
 * guest how to reach us.
 */
export const originUnavailable = {
  status: 503 as const,
  get body() {
    return errorBody(
      "origin_unavailable",
      `We can't show room information right now. Please try again shortly, or call us on ${hotel.phones.primary.display}.`,
    );
  },
  headers: { "Retry-After": "30" },
};
