import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";

/** GET /api/gallery (spec §7 through the read cache, D3). */
export const galleryApi = new Hono<HonoEnv>().get("/", async (c) =>
  c.json({ data: await c.get("services").gallery.list() }),
);
