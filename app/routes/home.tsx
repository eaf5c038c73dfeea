import { pageMeta } from "../components/seo";
import { bookingRequestAction } from "../features/booking-request/booking-request-action.server";
import { HomeContent } from "../features/home/home-content";
import { loadHomeData } from "../features/home/home-loader.server";
import { hotelJsonLd } from "../features/home/hotel-json-ld";
import type { Route } from "./+types/home";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ path: "/", jsonLd: loaderData ? [loaderData.hotelJsonLd] : [] });
}

export async function loader({ context }: Route.LoaderArgs) {
  const home = await loadHomeData(context);
  // Built on the server so the facilities list and its images stay out of the page's JavaScript.
  return { ...home, hotelJsonLd: hotelJsonLd(home.rooms) };
}

/** The home booking request form posts here when JavaScript has not loaded (D20). */
export function action(args: Route.ActionArgs) {
  return bookingRequestAction(args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomeContent today={loaderData.today} rooms={loaderData.rooms} />;
}
