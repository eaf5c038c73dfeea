import { createRequestHandler, RouterContextProvider } from "react-router";
import { applySiteUrl } from "~/content/hotel";
import { bindingsContext, requestInfoContext, servicesContext, staffContext, structuredDataContext } from "~/context";
import { isDataRequest } from "~/data-request";
import { readConfig } from "~/server/env.server";
import { applySavedSettings } from "~/server/hotel-settings.server";
import { createApp } from "./hono-app";
import { clientIpOf } from "./platform/client-ip";
import { deferAppScripts } from "./platform/defer-app-scripts";
import { handleDeliveryBatch } from "./platform/delivery-consumer";
import { runMinuteJobs } from "./platform/minute-jobs";
import { writeStructuredData } from "./platform/structured-data";

const loadBuild = () => import("virtual:react-router/server-build");
const requestHandler = createRequestHandler(loadBuild, import.meta.env.MODE);

/** Pages: what the edge decided, and the bindings every capability builds its own work from. */
const app = createApp(async (request, c, { nonce, formToken }) => {
  const context = new RouterContextProvider();
  const services = c.get("services");
  context.set(servicesContext, services);
  context.set(bindingsContext, { env: c.env, config: services.config, waitUntil: (work) => c.executionCtx.waitUntil(work) });
  context.set(staffContext, c.get("staff") ?? null);
  context.set(requestInfoContext, {
    nonce,
    formToken,
    requestId: c.get("requestId"),
    now: c.get("now"),
    clientIp: clientIpOf(request),
    documentRequest: !isDataRequest(new URL(request.url).pathname),
  });
  const structuredData: object[] = [];
  context.set(structuredDataContext, structuredData);
  return deferAppScripts(writeStructuredData(await requestHandler(request, context), structuredData));
}, { buildVersion: async () => (await loadBuild()).assets.version });

/** Mail and deliveries carry the hotel's details as staff saved them, at the configured address. */
async function prepare(env: Cloudflare.Env) {
  applySiteUrl(readConfig(env).siteUrl);
  await applySavedSettings(env);
}

export default {
  fetch: app.fetch,
  queue: async (batch, env) => {
    await prepare(env);
    await handleDeliveryBatch(batch, env);
  },
  // Every minute (workers/platform/minute-jobs.ts).
  scheduled: async (_controller, env) => {
    await prepare(env);
    await runMinuteJobs(env, new Date());
  },
} satisfies ExportedHandler<Cloudflare.Env>;
