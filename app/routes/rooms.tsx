import { pageMeta } from "../components/seo";
import { servicesContext } from "../context";
import { illustrations } from "../content/illustrations";
import { hotelRoomJsonLd } from "../features/rooms/room-json-ld";
import { defaultListingCopy } from "../features/rooms/room-listing-copy";
import { RoomsListing } from "../features/rooms/rooms-listing";
import { loadRooms } from "../features/rooms/load-rooms.server";
import type { Route } from "./+types/rooms";

export async function loader({ context }: Route.LoaderArgs) {
  // The hero image travels as data, so the illustration manifest stays out of the browser bundle.
  return { rooms: await loadRooms(context.get(servicesContext)), hero: illustrations.heroRiver };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const copy = defaultListingCopy;
  return pageMeta({
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    path: "/Room",
    breadcrumbs: [{ name: "Rooms", path: "/Room" }],
    jsonLd: (loaderData?.rooms ?? []).map(hotelRoomJsonLd),
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <RoomsListing
      copy={defaultListingCopy}
      allRooms={loaderData.rooms}
      rooms={loaderData.rooms ?? []}
      heroImage={loaderData.hero}
    />
  );
}
