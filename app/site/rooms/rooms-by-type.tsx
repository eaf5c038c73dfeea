import { data } from "react-router";
import { pageMeta } from "../../components/seo";
import { servicesContext } from "../../context";
import { illustrations } from "../../content/illustrations";
import { hotelRoomJsonLd } from "./room-json-ld";
import { listingCopyFor } from "./room-listing-copy";
import { matchesRoomTypeSlug, roomTypePath } from "./room-slug";
import { RoomsListing } from "./rooms-listing";
import { loadRooms } from "./load-rooms.server";
import { roomPageWords } from "./rooms-words.server";
import { langOfPath } from "../../i18n/lang";
import type { Route } from "./+types/rooms-by-type";
import { readWords, sendWords } from "~/i18n/words";

/**
 * /Room/:type (product-rules.md: Routes and not-found): the type is a slug such as
 * `super-deluxe-room`, matched case-insensitively against room_type_name with hyphens read as
 * spaces. An unknown type shows every room under the default copy with HTTP 404, like any unknown
 * path: the edge cache keeps only 200 pages, so made-up types cannot fill it under endless keys.
 * While rooms cannot be loaded no type can be told apart: the page's own "call us" state then
 * answers 503 with Retry-After, as a room's own page does, so an outage cannot fill the cache
 * either. The same under /hi in Hindi (product-rules.md: Hindi); the slug stays the English type's.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const rooms = await loadRooms(context.get(servicesContext), lang);
  const matching = rooms?.filter((room) => matchesRoomTypeSlug(room.room_type_name, params.type)) ?? [];
  const known = matching.length > 0;
  // The page's copy and hero image travel as data, so neither language's copy of every type nor
  // the illustration manifest is in the browser bundle.
  const page = {
    rooms,
    matching,
    known,
    copy: known ? listingCopyFor(params.type, matching[0], lang) : listingCopyFor(undefined, undefined, lang),
    hero: illustrations.heroRiver,
    words: sendWords(roomPageWords(lang)),
  };
  if (rooms === null) return data(page, { status: 503, headers: { "Retry-After": "30" } });
  return data(page, { status: page.known ? 200 : 404 });
}

/** The loader's Retry-After on a 503 (rooms cannot be loaded) tells browsers and crawlers when to come back. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ path: "/Room", noindex: true });
  const { known, copy } = loaderData;
  const words = readWords(loaderData.words);
  const lang = langOfPath(location.pathname);
  const first = loaderData.matching[0];
  const path = known && first ? roomTypePath(first.room_type_name) : "/Room";
  const ldWords = { unitText: words.rooms.meta.unitText, standardFeatures: words.roomCard.standardFeatures };
  return pageMeta({
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    path,
    lang,
    noindex: !known,
    breadcrumbs: [{ name: words.rooms.crumb, path: "/Room" }, ...(known ? [{ name: copy.heading, path }] : [])],
    jsonLd: (known ? loaderData.matching : (loaderData.rooms ?? [])).map((room) => hotelRoomJsonLd(room, lang, ldWords)),
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { rooms, matching, known, copy, hero } = loaderData;
  return <RoomsListing copy={copy} allRooms={rooms} rooms={known ? matching : (rooms ?? [])} heroImage={hero} />;
}
