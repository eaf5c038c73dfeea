import { createRequestHandler, RouterContextProvider } from "react-router";
import { applySiteUrl } from "~/content/hotel";
import { isDataRequest } from "~/data-request";
import { deskCalendarContext, deskContext, deskEnquiriesContext, deskPhotosContext, deskRatesContext, deskGuestWordsContext, deskRoomWordsContext, deskSettingsContext, guestBookingsContext, newsletterConsentContext, requestInfoContext, servicesContext, staffContext, structuredDataContext } from "~/context";
import { createDeskCalendar } from "./desk/calendar-store";
import { createDeskRates } from "./desk/rates-store";
import { createDeskRoomWords } from "./desk/room-words-store";
import { createDeskSettings } from "./desk/settings-store";
import { createDeskGuestWords } from "./desk/guest-words-store";
import { createDeskStore } from "./desk/desk-store";
import { createDeskEnquiries } from "./desk/enquiry-store";
import { createDeskPhotos } from "./desk/room-photos-store";
import { bookingLinkSecret } from "./guest/booking-link";
import { createGuestBookings } from "./guest/guest-bookings";
import { createApp } from "./hono-app";
import { sendMoveMail } from "./mail/booking-move-mail";
import { confirmSubscription, unsubscribe } from "./services/newsletter-store";
import { deliverNow } from "./platform/deliver-upstream";
import { sweepMail } from "./mail/sweep-mail";
import { handleDeliveryBatch } from "./platform/delivery-consumer";
import { runDeliverySweep } from "./platform/delivery-sweeper";
import { readConfig } from "./platform/env";
import { applySavedSettings } from "./platform/hotel-settings";
import { clientIpOf } from "./platform/client-ip";
import { deferAppScripts } from "./platform/defer-app-scripts";
import { writeStructuredData } from "./platform/structured-data";

const loadBuild = () => import("virtual:react-router/server-build");
const requestHandler = createRequestHandler(loadBuild, import.meta.env.MODE);

const app = createApp(async (request, c, { nonce, formToken }) => {
  const context = new RouterContextProvider();
  context.set(servicesContext, c.get("services"));
  context.set(requestInfoContext, {
    nonce,
    formToken,
    requestId: c.get("requestId"),
    now: c.get("now"),
    clientIp: clientIpOf(request),
    documentRequest: !isDataRequest(new URL(request.url).pathname),
  });
  const services = c.get("services");
  const linkSecret = bookingLinkSecret(c.env);
  const mailDeps = { db: c.env.DB, queue: c.env.DELIVERY_QUEUE, origin: services.config.siteUrl, linkSecret };
  context.set(
    guestBookingsContext,
    createGuestBookings({
      db: c.env.DB,
      config: services.config,
      limiter: c.env.RATE_LIMITER,
      secret: linkSecret,
      intake: services.intake,
      mail: mailDeps,
    }),
  );
  context.set(newsletterConsentContext, {
    confirm: (token, now) => confirmSubscription(c.env.DB, token, now),
    unsubscribe: (token, now) => unsubscribe(c.env.DB, token, now),
  });
  const structuredData: object[] = [];
  context.set(structuredDataContext, structuredData);
  const staff = c.get("staff");
  if (staff) {
    context.set(staffContext, staff);
    const mode = services.config.origin.mode;
    const deliver = (id: number) =>
      c.executionCtx.waitUntil(deliverNow(c.env.DB, services.config, c.env.DELIVERY_QUEUE, id));
    const desk = createDeskStore(c.env.DB, mode, deliver, (reference, action) =>
      // Upstream the hotel's own system decides and tells the guest; the desk only resends.
      mode === "embedded" ? sendMoveMail(mailDeps, desk.getBooking(reference), action, "staff", c.get("now")) : Promise.resolve(),
    );
    context.set(deskContext, desk);
    context.set(deskEnquiriesContext, createDeskEnquiries(c.env.DB));
    context.set(deskSettingsContext, createDeskSettings({ db: c.env.DB, kv: c.env.CACHE }));
    context.set(deskGuestWordsContext, createDeskGuestWords({ db: c.env.DB, kv: c.env.CACHE }));
    // Rooms belong to the hotel's admin API upstream: there the desk has no photo work to do.
    if (mode === "embedded") {
      context.set(deskPhotosContext, createDeskPhotos({ db: c.env.DB, images: c.env.IMAGES, bucket: c.env.MEDIA, kv: c.env.CACHE }));
      context.set(deskCalendarContext, createDeskCalendar(c.env.DB));
      context.set(deskRatesContext, createDeskRates({ db: c.env.DB, kv: c.env.CACHE }));
      context.set(deskRoomWordsContext, createDeskRoomWords({ db: c.env.DB, kv: c.env.CACHE }));
    }
  }
  return deferAppScripts(writeStructuredData(await requestHandler(request, context), structuredData));
}, {
  buildVersion: async () => (await loadBuild()).assets.version,
});

export default {
  fetch: app.fetch,
  // Mail written now carries the hotel's details as staff saved them.
  queue: async (batch, env) => {
    applySiteUrl(readConfig(env).siteUrl);
    await applySavedSettings(env);
    await handleDeliveryBatch(batch, env);
  },
  // Every minute: queue mail that stopped moving (never throws), then the deliveries' sweep.
  scheduled: async (_controller, env) => {
    applySiteUrl(readConfig(env).siteUrl);
    await applySavedSettings(env);
    await sweepMail(env, new Date());
    await runDeliverySweep(env);
  },
} satisfies ExportedHandler<Cloudflare.Env>;
