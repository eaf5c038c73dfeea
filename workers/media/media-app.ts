import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";

/** Room and gallery images not bundled as static files (D12). */
export const mediaApp = new Hono<HonoEnv>().get("*", (c) => c.text("Not found", 404));
