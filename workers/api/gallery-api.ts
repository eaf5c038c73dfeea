import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";

/**
 * GET /api/gallery (the admin API's gallery through the read cache; product-rules.md: Read cache).
 */
export const galleryApi = new Hono<HonoEnv>().get("/", async (c) =>
  c.json({ data: await c.get("services").gallery.list() }),
);
