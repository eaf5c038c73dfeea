import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";

/** Our API (D1, D8): every answer is `{ data }` or `{ error: { code, message, fields? } }`. */
export const apiApp = new Hono<HonoEnv>()
  .get("/rooms", async (c) => c.json({ data: await c.get("services").rooms.list() }))
  .notFound((c) => c.json({ error: { code: "not_found", message: "Not found" } }, 404));
