import type { MetaDescriptor } from "react-router";
import { hotel } from "../content/hotel";
import { pageMeta } from "../components/seo";
import { bookingRequestAction } from "../features/booking-request/booking-request-action.server";
import { HomeContent } from "../features/home/home-content";
import { loadHomeData } from "../features/home/home-loader.server";
import { hotelJsonLd } from "../features/home/hotel-json-ld";
import type { Route } from "./+types/home";
import { clientAction as answerWhenSent } from "../features/intake/lazy-client-action";

/** Built by the loader (below), so the meta helpers and the facilities list stay out of the page's JavaScript. */
export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  return (loaderData?.meta as MetaDescriptor[] | undefined) ?? [{ title: hotel.name }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const home = await loadHomeData(context);
  // Plain JSON objects: MetaDescriptor's own type is too rich for React Router's serialisation types.
  const meta: Record<string, unknown>[] = pageMeta({ path: "/", jsonLd: [hotelJsonLd(home.rooms)] });
  return { ...home, meta };
}

/**
 * The home booking request form posts here, through a fetcher once hydrated and as a plain form
 * before (product-rules.md: Forms that reach the hotel).
 */
export const action = bookingRequestAction;

export const clientAction = answerWhenSent;

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeContent today={loaderData.today} rooms={loaderData.rooms} guestWords={loaderData.guestWords} />;
}
