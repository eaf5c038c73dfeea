import type { AppConfig } from "../server/env.server";
import { createEmbeddedOrigin } from "./embedded-origin.server";
import type { ReadOrigin } from "./origin.server";
import { createUpstreamOrigin } from "./upstream-origin.server";

/**
 * Two origins (product-rules.md): the admin API when ADMIN_API_URL is set, else the embedded D1
 * origin.
 */
export function createReadOrigin(config: AppConfig, db: D1Database): ReadOrigin {
  return config.origin.mode === "upstream"
    ? createUpstreamOrigin({ baseUrl: config.origin.baseUrl, apiKey: config.origin.apiKey })
    : createEmbeddedOrigin(db);
}
