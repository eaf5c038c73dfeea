import { requestInfoContext } from "~/context";
import { todayInHotel } from "~/domain/hotel-date";
import { deskSettingsOf, settingsAction } from "~/desk/hotel/desk-settings.server";
import { BannerForm } from "~/desk/offers/banner-form";
import { OfferForm } from "~/desk/offers/offer-form";
import type { OffersAnswer } from "~/desk/offers/offers-answer";
import { previewSetting } from "~/desk/offers/preview-setting.server";
import { OutcomeNotices } from "~/desk/outcome-notices";
import type { SettingsChange } from "~/desk/hotel/desk-settings";
import type { Route } from "./+types/admin-offers";

const doneMessages: Record<string, string> = {
  offer: "Offer saved. New bookings are priced with it at once; the site shows it within a minute.",
  "remove-offer": "Offer removed. Stays are priced at the usual rates.",
  banner: "Announcement saved. The site shows it within a minute.",
  "remove-banner": "Announcement removed.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { settings } = deskSettingsOf(context);
  const saved = await settings.saved();
  return {
    offer: saved.offers[0] ?? null,
    banner: saved.banner,
    today: todayInHotel(context.get(requestInfoContext).now),
    done: doneMessages[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

const changes: Record<string, (fields: Record<string, string>) => SettingsChange> = {
  offer: (fields) => ({ kind: "offer", fields }),
  banner: (fields) => ({ kind: "banner", fields }),
  "remove-offer": () => ({ kind: "remove-offer" }),
  "remove-banner": () => ({ kind: "remove-banner" }),
};

export async function action({ context, request }: Route.ActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === "offer-preview" || intent === "banner-preview") {
    return previewSetting(context, request, intent === "offer-preview" ? "offer" : "banner");
  }
  return settingsAction(context, request, "/admin/offers", (name, fields) => changes[name]?.(fields) ?? null);
}

export const meta: Route.MetaFunction = () => [{ title: "Offers · Front desk" }];

/**
 * The festive offer and the announcement bar (product-rules.md: Offers and the announcement bar),
 * each with a preview of what guests will see before it goes live.
 */
export default function DeskOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { offer, banner, formKey, today } = loaderData;
  const answer = actionData as OffersAnswer | undefined;
  const mine = (form: string) => (answer?.form === form || answer?.form === `${form}-preview` ? answer : undefined);
  return (
    <>
      <h1 className="heading-2">Offers and announcements</h1>
      <OutcomeNotices done={loaderData.done} error={answer && "error" in answer && answer.form === "" ? answer.error : undefined} />
      <OfferForm offer={offer} today={today} formKey={formKey} answer={mine("offer")} />
      <BannerForm banner={banner} formKey={formKey} answer={mine("banner")} />
    </>
  );
}
