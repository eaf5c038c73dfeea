import type { RouterContextProvider } from "react-router";
import { ownedByUsOf } from "../desk-context.server";
import { channelsUpstream } from "./channel-messages";

/**
 * The signed-in member of staff, the database and the configured site address for the Channels
 * page; upstream, a 404 that says where the calendars are kept. A feed on the developer's own
 * machine over http is allowed only in development, as the desk's Access key server allows it.
 */
export function deskChannelsOf(context: Readonly<RouterContextProvider>) {
  const { staff, env, config, now, waitUntil } = ownedByUsOf(context, channelsUpstream);
  return { staff, env, db: env.DB, siteUrl: config.siteUrl, now, waitUntil, allowLocalHttp: config.environment === "development" };
}
