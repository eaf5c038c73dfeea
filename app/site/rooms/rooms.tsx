import { deferred } from "../../components/deferred";
import { pageMeta } from "../../components/seo";
import { servicesContext } from "../../context";
import { illustrations } from "../../content/illustrations";
import { hotelRoomJsonLd } from "./room-json-ld";
import { defaultListingCopy } from "./room-listing-copy";
import { RoomsListing } from "./rooms-listing";
import { loadRooms } from "./load-rooms.server";
import { roomPageWords } from "./rooms-words.server";
import { langOfPath } from "../../i18n/lang";
import type { RoomSummary } from "../../domain/api-types";
import type { Route } from "./+types/rooms";
import { readWords, sendWords } from "~/i18n/words";

// Below the cards: it loads and hydrates as it nears the viewport (deferred.tsx).
const RoomComparison = deferred(() => import("./room-comparison").then((m) => m.RoomComparison), { nearView: {} });

// One empty list, so the deferred part's props stay the same between renders.
const noRooms: RoomSummary[] = [];

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  return {
    rooms: await loadRooms(context.get(servicesContext), lang),
    // The page's copy and hero image travel as data, so neither language's copy of every type nor
    // the illustration manifest is in the browser bundle.
    copy: defaultListingCopy(lang),
    hero: illustrations.heroRiver,
    words: sendWords(roomPageWords(lang)),
  };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ path: "/Room" });
  const { copy } = loaderData;
  const words = readWords(loaderData.words);
  const lang = langOfPath(location.pathname);
  const ldWords = { unitText: words.rooms.meta.unitText, standardFeatures: words.roomCard.standardFeatures };
  return pageMeta({
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    path: "/Room",
    lang,
    breadcrumbs: [{ name: words.rooms.crumb, path: "/Room" }],
    jsonLd: (loaderData.rooms ?? []).map((room) => hotelRoomJsonLd(room, lang, ldWords)),
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RoomsListing copy={loaderData.copy} allRooms={loaderData.rooms} rooms={loaderData.rooms ?? []} heroImage={loaderData.hero} />
      <RoomComparison rooms={loaderData.rooms ?? noRooms} />
    </>
  );
}
