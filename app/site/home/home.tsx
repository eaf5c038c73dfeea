import type { MetaDescriptor } from "react-router";
import { hotel } from "../../content/hotel";
import { bookingRequestAction } from "../../enquiries/booking-request/booking-request-action.server";
import { HomeContent } from "./home-content";
import { homeMeta, homeStructuredData, loadHomeData } from "./home-loader.server";
import { requestInfoContext, structuredDataContext } from "../../context";
import { langOfPath } from "../../i18n/lang";
import type { Route } from "./+types/home";
import { clientAction as answerWhenSent } from "../../enquiries/intake/lazy-client-action";

/** Built by the loader (below), so the meta helpers and the words stay out of the page's JavaScript. */
export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return (loaderData?.meta as MetaDescriptor[] | undefined) ?? [{ title: hotel.name }];
}

/** The home page at `/` and its Hindi version at `/hi` (product-rules.md: Hindi): one module, the path's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const home = await loadHomeData(context, lang);
  // The Hotel's JSON-LD goes into the document's head, written by the Worker, not into the data.
  if (context.get(requestInfoContext).documentRequest) context.get(structuredDataContext).push(homeStructuredData(lang, home.rooms));
  return { ...home, meta: homeMeta(lang) };
}

/**
 * The home booking request form posts here, through a fetcher once hydrated and as a plain form
 * before (product-rules.md: Forms that reach the hotel); it answers in the page's language.
 */
export const action = bookingRequestAction;

export const clientAction = answerWhenSent;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeContent today={loaderData.today} rooms={loaderData.rooms} guestWords={loaderData.guestWords} />;
}
