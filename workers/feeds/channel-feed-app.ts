import { Hono } from "hono";
import { channelFeedResponse } from "../../app/channels/channel-export-response.server";
import type { HonoEnv } from "../hono-env";

/** The channels' export calendars at their secret addresses (app/channels/channel-export-response.server.ts). */
export const channelFeedApp = new Hono<HonoEnv>();

channelFeedApp.get("/:file", (c) => {
  const { config } = c.get("services");
  return channelFeedResponse(c.env.DB, {
    file: c.req.param("file"),
    ifNoneMatch: c.req.header("if-none-match"),
    now: c.get("now"),
    siteUrl: config.siteUrl,
    embedded: config.origin.mode === "embedded",
  });
});
