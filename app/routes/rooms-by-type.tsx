import { data } from "react-router";
import { pageMeta } from "../components/seo";
import { servicesContext } from "../context";
import { illustrations } from "../content/illustrations";
import { hotelRoomJsonLd } from "../features/rooms/room-json-ld";
import { listingCopyFor } from "../features/rooms/room-listing-copy";
import { matchesRoomTypeSlug, roomTypePath } from "../features/rooms/room-slug";
import { RoomsListing } from "../features/rooms/rooms-listing";
import { loadRooms } from "../features/rooms/load-rooms.server";
import type { Route } from "./+types/rooms-by-type";

/**
 * /Room/:type (product-rules.md: Routes and not-found): the type is a slug such as
 * `super-deluxe-room`, matched case-insensitively against room_type_name with hyphens read as
 * spaces. An unknown type shows every room under the default copy with HTTP 404, like any unknown
 * path: the edge cache keeps only 200 pages, so made-up types cannot fill it under endless keys.
 * While rooms cannot be loaded no type can be told apart: the page's own "call us" state then
 * answers 503 with Retry-After, as a room's own page does, so an outage cannot fill the cache
 * either.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const rooms = await loadRooms(context.get(servicesContext));
  const matching = rooms?.filter((room) => matchesRoomTypeSlug(room.room_type_name, params.type)) ?? [];
  // The hero image travels as data, so the illustration manifest stays out of the browser bundle.
  const page = { rooms, matching, known: matching.length > 0, hero: illustrations.heroRiver };
  if (rooms === null) return data(page, { status: 503, headers: { "Retry-After": "30" } });
  return data(page, { status: page.known ? 200 : 404 });
}

/** The loader's Retry-After on a 503 (rooms cannot be loaded) tells browsers and crawlers when to come back. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const known = loaderData?.known ?? false;
  const first = loaderData?.matching[0];
  const copy = known ? listingCopyFor(params.type, first) : listingCopyFor(undefined);
  const path = known && first ? roomTypePath(first.room_type_name) : "/Room";
  return pageMeta({
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    path,
    noindex: !known,
    breadcrumbs: [{ name: "Rooms", path: "/Room" }, ...(known ? [{ name: copy.heading, path }] : [])],
    jsonLd: (known ? (loaderData?.matching ?? []) : (loaderData?.rooms ?? [])).map(hotelRoomJsonLd),
  });
}

export default function Page({ loaderData, params }: Route.ComponentProps) {
  const { rooms, matching, known, hero } = loaderData;
  return (
    <RoomsListing
      copy={known ? listingCopyFor(params.type, matching[0]) : listingCopyFor(undefined)}
      allRooms={rooms}
      rooms={known ? matching : (rooms ?? [])}
      heroImage={hero}
    />
  );
}
