import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";
import { errorBody } from "./read-json-body";

/** Room ids are positive integers; anything else cannot name a room. */
const ROOM_ID = /^[1-9]\d{0,8}$/;

const roomNotFound = errorBody("not_found", "Room not found");

/**
 * GET /api/rooms and GET /api/rooms/:id (the admin API's rooms through the read cache;
 * product-rules.md: Read cache).
 */
export const roomsApi = new Hono<HonoEnv>()
  .get("/", async (c) => c.json({ data: await c.get("services").rooms.list() }))
  .get("/:id", async (c) => {
    const id = c.req.param("id");
    if (!ROOM_ID.test(id)) return c.json(roomNotFound, 404);
    const room = await c.get("services").rooms.get(Number(id));
    return room ? c.json({ data: room }) : c.json(roomNotFound, 404);
  });
