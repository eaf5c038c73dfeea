import { Link, data, isRouteErrorResponse } from "react-router";
import { deferred } from "../../components/deferred";
import { PageHero } from "../../components/page-hero";
import { pageMeta } from "../../components/seo";
import { ServerDrawn } from "../../components/server-drawn";
import { requestInfoContext, servicesContext } from "../../context";
import { hotel } from "../../content/hotel";
import { todayInHotel } from "../../domain/hotel-date";
import { BookingCta } from "../../booking/wizard/booking-cta";
import { BookRoomPanel } from "./book-room-panel";
import { loadRoom } from "./load-rooms.server";
import { roomIdFromPath } from "./room-aliases";
import { roomFeatures } from "./room-features";
import { RoomFeaturesList } from "./room-features-list";
import { RoomHelpBox } from "./room-help-box";
import { roomTypeNameIn } from "./room-in-lang";
import { hotelRoomJsonLd } from "./room-json-ld";
import { roomStayOffer } from "./room-stay-offer.server";
import { nightlyRateLabel } from "./room-price";
import { RoomRate } from "./room-rate";
import type { RoomsWords } from "./rooms-words";
import { roomPageWords } from "./rooms-words.server";
import { offerFor } from "../../domain/price-stay";
import { RoomsUnavailable } from "./rooms-unavailable";
import { linkInLang } from "../../i18n/hindi-pages";
import { langOfPath, pathInLang } from "../../i18n/lang";
import { fill, readWords, sendWords, useLang, useWords, wordsOf } from "../../i18n/words";
import type { Route } from "./+types/room-details";
import { PhoneLink } from "../../components/contact-links";

// The photos' carousel engine (embla) is not part of the page's first download: the server renders
// the gallery in full, its pictures scroll natively, and it hydrates right after the page.
const RoomGallery = deferred(() => import("./room-gallery").then((m) => m.RoomGallery));

/** What a missing room's 404 carries: the words of its page, in the page's language. */
interface MissingRoom {
  problem: RoomsWords["problem"];
}

/**
 * /RoomDetails/{id} and the short paths /Deluxe, /SuperDeluxe, /LuxuryRoom, /SuiteRoom (ids 1–4),
 * which the route table maps to this module: the id comes from the parameter or the path. Under
 * /hi the same room in Hindi (product-rules.md: Hindi): staff's Hindi words, English where they
 * wrote none.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const lang = langOfPath(pathname);
  const words = roomPageWords(lang);
  const id = roomIdFromPath(pathname, params.id);
  const lookup = await loadRoom(context.get(servicesContext), id, lang);
  if (lookup.status === "missing") throw data<MissingRoom>({ problem: words.rooms.problem }, { status: 404 });
  const today = todayInHotel(context.get(requestInfoContext).now);
  if (lookup.status === "unavailable") {
    return data({ room: null, today, words: sendWords(words) }, { status: 503, headers: { "Retry-After": "30" } });
  }
  const stayOffer = await roomStayOffer(context.get(servicesContext), lookup.room, new URL(request.url).searchParams, today);
  return { room: lookup.room, today, words: sendWords(words), stayOffer };
}

/** The loader's Retry-After on a 503 (rooms cannot be loaded) tells browsers and crawlers when to come back. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The words of a missing room's page, which its 404 carries. */
function missingRoomWords(error: unknown): RoomsWords["problem"] | undefined {
  return isRouteErrorResponse(error) && error.status === 404 ? (error.data as MissingRoom | undefined)?.problem : undefined;
}

export function meta({ loaderData, error, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const room = loaderData?.room;
  if (!loaderData || !room) {
    const title = error ? missingRoomWords(error)?.notFoundTitle : wordsOf(loaderData)?.rooms.details.title;
    return pageMeta({ title, noindex: true, path: "/Room", lang });
  }
  const { rooms: words, roomCard } = readWords(loaderData.words);
  const path = `/RoomDetails/${room.id}`;
  const type = roomTypeNameIn(room.room_type_name, lang);
  return pageMeta({
    title: room.name,
    description: fill(words.meta.description, {
      name: room.name,
      hotel: hotel.name,
      shortName: hotel.shortName,
      line: room.short_description,
      rate: nightlyRateLabel(room.room_price),
    }),
    keywords: fill(words.meta.keywords, { type, typeLower: type.toLowerCase(), shortName: hotel.shortName }),
    path,
    lang,
    breadcrumbs: [
      { name: words.crumb, path: "/Room" },
      { name: room.name, path },
    ],
    jsonLd: [hotelRoomJsonLd(room, lang, { unitText: words.meta.unitText, standardFeatures: roomCard.standardFeatures }, "stayOffer" in loaderData ? loaderData.stayOffer : undefined)],
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { room, today } = loaderData;
  const lang = useLang();
  const words = useWords("rooms").details;
  const { standardFeatures } = useWords("roomCard");
  if (!room) {
    return (
      <main id="main">
        <PageHero title={words.title} />
        <div className="container py-12">
          <RoomsUnavailable what="thisRoom" />
        </div>
      </main>
    );
  }
  const typeName = roomTypeNameIn(room.room_type_name, lang);
  return (
    <main id="main">
      {/*
        The room leads (product-rules.md: The room page leads with the room): on a phone its picture,
        then its name and rate, then the dates panel, all above the bottom bar; from 1024 px the name
        and rate stand above the picture and the booking card sticks beside the text from the top.
        The picture's height is fixed at every width, so nothing moves while it loads.
      */}
      <div className="container grid gap-8 pb-10 pt-4 md:pb-14 md:pt-8 lg:grid-cols-[minmax(0,2fr)_minmax(320px,1fr)] lg:gap-10">
        <div className="flex min-w-0 flex-col gap-5 lg:col-start-1 lg:row-start-1">
          <header>
            <p className="text-sm font-semibold uppercase tracking-widest text-saffron-800">{words.eyebrow}</p>
            <h1 className="mt-1 font-serif text-3xl font-semibold leading-tight text-ink md:text-4xl">{room.name}</h1>
            {room.short_description ? <p className="mt-2 max-w-2xl text-lg text-ink-700">{room.short_description}</p> : null}
            <div className="mt-3" data-testid="room-from-rate">
              <p className="text-sm font-semibold text-ink-700">{words.from}</p>
              <RoomRate
                roomPrice={room.room_price}
                offer={offerFor(today)}
                className="text-ink-700"
                amountClassName="font-serif text-3xl font-semibold text-saffron-800"
                suffix={
                  <>
                    {" "}
                    <span className="text-lg">{words.aNightPlusGst}</span>
                  </>
                }
              />
            </div>
          </header>
          <div className="order-first lg:order-none">
            <RoomGallery roomTypeName={typeName} images={room.gallery_images} mainImage={room.main_image} alts={room.image_alts} />
          </div>
        </div>
        <div className="grid content-start gap-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <BookRoomPanel roomId={room.id} roomTypeName={typeName} today={today} />
          <RoomHelpBox />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="about-room">
            <h2 id="about-room" className="heading-2">
              {fill(words.about, { name: room.name })}
            </h2>
            <div
              className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700 [&_a]:text-river-700 [&_a]:underline [&_li]:ml-5 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1"
              // Sanitized in the Worker with an allowlist (product-rules.md: Untrusted HTML): no
              // scripts, handlers or javascript: URLs. The Hindi description is sanitized the same way.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized HTML from the origin
              dangerouslySetInnerHTML={{ __html: room.brief_description }}
            />
          </section>
          {/* Words and icons only: the page the server sent keeps this part as drawn. Keyed by the
              room, so a visit to another room in the page draws that room's. */}
          <ServerDrawn key={room.id}>
            <section aria-labelledby="room-features" className="mt-10">
              <h2 id="room-features" className="heading-3">
                {words.features}
              </h2>
              <div className="mt-4">
                <RoomFeaturesList features={roomFeatures(room, standardFeatures)} />
              </div>
              <p className="mt-6 rounded-md border-l-4 border-saffron-500 bg-saffron-50 p-4 text-ink-700">
                {fill(words.childrenNote, { age: hotel.limits.childMaxAge })}
              </p>
            </section>
          </ServerDrawn>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <BookingCta handOff={{ roomId: room.id }} today={today}>
              {words.bookThisRoom}
            </BookingCta>
            <Link to={linkInLang("/Room", lang)} className="font-semibold text-river-700 underline">
              {words.compareAll}
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}

/**
 * A missing room (404) says so in the page's language, with the words its 404 carries; any other
 * failure is the room page's when its data arrived, else the frame's (the shell's words).
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const lang = useLang();
  const shell = useWords("shell").errors;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const words = missingRoomWords(error) ?? wordsOf(loaderData)?.rooms.problem;
  const title = words ? (notFound ? words.notFoundTitle : words.failedTitle) : notFound ? shell.notFoundTitle : shell.failedTitle;
  const text = words ? (notFound ? words.notFoundText : words.failedText) : notFound ? shell.notFoundText : shell.failedText;
  return (
    <main id="main">
      <PageHero title={title} />
      <div className="container py-12">
        <p className="text-lg text-ink-700">
          {text}
          {words ? words.callBefore : ` ${shell.call} `}
          <PhoneLink className="font-semibold text-river-700 underline" />
          {words ? words.callAfter : "."}
        </p>
        <Link to={words ? linkInLang("/Room", lang) : pathInLang("/", lang)} className="btn-primary mt-6">
          {words ? words.seeAll : shell.homeButton}
        </Link>
      </div>
    </main>
  );
}
