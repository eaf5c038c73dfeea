import { Link, data, isRouteErrorResponse } from "react-router";
import { deferred } from "../components/deferred";
import { PageHero } from "../components/page-hero";
import { pageMeta } from "../components/seo";
import { requestInfoContext, servicesContext } from "../context";
import { hotel } from "../content/hotel";
import { todayInHotel } from "../domain/hotel-date";
import { BookingCta } from "../features/booking/booking-cta";
import { BookRoomPanel } from "../features/rooms/book-room-panel";
import { loadRoom } from "../features/rooms/load-rooms.server";
import { roomIdFromPath } from "../features/rooms/room-aliases";
import { roomFeatures } from "../features/rooms/room-features";
import { RoomFeaturesList } from "../features/rooms/room-features-list";
import { RoomHelpBox } from "../features/rooms/room-help-box";
import { hotelRoomJsonLd } from "../features/rooms/room-json-ld";
import { nightlyRateLabel } from "../features/rooms/room-price";
import { RoomRate } from "../features/rooms/room-rate";
import { offerFor } from "../domain/price-stay";
import { RoomsUnavailable } from "../features/rooms/rooms-unavailable";
import type { Route } from "./+types/room-details";
import { PhoneLink } from "../components/contact-links";

// The photos' carousel engine (embla) is not part of the page's first download: the server renders
// the gallery in full, its pictures scroll natively, and it hydrates right after the page.
const RoomGallery = deferred(() => import("../features/rooms/room-gallery").then((m) => m.RoomGallery));

/**
 * /RoomDetails/{id} and the short paths /Deluxe, /SuperDeluxe, /LuxuryRoom, /SuiteRoom (ids 1–4),
 * which the route table maps to this module: the id comes from the parameter or the path.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = roomIdFromPath(new URL(request.url).pathname, params.id);
  const lookup = await loadRoom(context.get(servicesContext), id);
  if (lookup.status === "missing") throw data("Room not found", { status: 404 });
  const today = todayInHotel(context.get(requestInfoContext).now);
  if (lookup.status === "unavailable") {
    return data({ room: null, today }, { status: 503, headers: { "Retry-After": "30" } });
  }
  return { room: lookup.room, today };
}

/** The loader's Retry-After on a 503 (rooms cannot be loaded) tells browsers and crawlers when to come back. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const room = loaderData?.room;
  if (!room) {
    return pageMeta({ title: error ? "Room not found" : "Room details", noindex: true, path: "/Room" });
  }
  const path = `/RoomDetails/${room.id}`;
  return pageMeta({
    title: room.name,
    description: `${room.name} at ${hotel.name}: ${room.short_description} ${nightlyRateLabel(room.room_price)} a night + taxes; book online, pay at the hotel.`,
    keywords: `${room.room_type_name} Omkareshwar, ${room.room_type_name.toLowerCase()} near Omkareshwar temple, ${hotel.shortName}`,
    path,
    breadcrumbs: [
      { name: "Rooms", path: "/Room" },
      { name: room.name, path },
    ],
    jsonLd: [hotelRoomJsonLd(room)],
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { room, today } = loaderData;
  if (!room) {
    return (
      <main id="main">
        <PageHero title="Room details" />
        <div className="container py-12">
          <RoomsUnavailable what="this room" />
        </div>
      </main>
    );
  }
  return (
    <main id="main">
      <PageHero title={room.name} subtitle={room.short_description} eyebrow="Rooms & Suites" />
      <div className="container grid gap-10 py-10 md:py-14 lg:grid-cols-[minmax(0,2fr)_minmax(320px,1fr)]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <RoomGallery
            roomTypeName={room.room_type_name}
            images={room.gallery_images}
            mainImage={room.main_image}
            alts={room.image_alts}
          />
          <div className="mt-6">
            <RoomRate
              roomPrice={room.room_price}
              offer={offerFor(today)}
              className="text-ink-700"
              amountClassName="font-serif text-3xl font-semibold text-saffron-800"
              suffix={
                <>
                  {" "}
                  <span className="text-lg">+ taxes</span> <span>per night</span>
                </>
              }
            />
          </div>
        </div>
        <div className="grid content-start gap-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <BookRoomPanel roomId={room.id} roomTypeName={room.room_type_name} today={today} />
          <RoomHelpBox />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="about-room">
            <h2 id="about-room" className="heading-2">
              About the {room.name}
            </h2>
            <div
              className="mt-4 space-y-4 text-lg leading-relaxed text-ink-700 [&_a]:text-river-700 [&_a]:underline [&_li]:ml-5 [&_strong]:text-ink [&_ul]:list-disc [&_ul]:space-y-1"
              // Sanitized in the Worker with an allowlist (product-rules.md: Untrusted HTML): no
              // scripts, handlers or javascript: URLs.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized HTML from the origin
              dangerouslySetInnerHTML={{ __html: room.brief_description }}
            />
          </section>
          <section aria-labelledby="room-features" className="mt-10">
            <h2 id="room-features" className="heading-3">
              Room features
            </h2>
            <div className="mt-4">
              <RoomFeaturesList features={roomFeatures(room)} />
            </div>
            <p className="mt-6 rounded-md border-l-4 border-saffron-500 bg-saffron-50 p-4 text-ink-700">
              Children aged {hotel.limits.childMaxAge} years and above are considered as adults. Extra beds are subject to
              availability and chargeable.
            </p>
          </section>
          <div className="mt-10 flex flex-wrap items-center gap-4">
            <BookingCta handOff={{ roomId: room.id }} today={today}>
              Book This Room
            </BookingCta>
            <Link to="/Room" className="font-semibold text-river-700 underline">
              Compare all rooms & suites
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main">
      <PageHero title={notFound ? "Room not found" : "Something went wrong"} />
      <div className="container py-12">
        <p className="text-lg text-ink-700">
          {notFound
            ? "We could not find that room. It may have been renamed or removed."
            : "We could not show this room just now. Please try again in a moment."}{" "}
          Call us on{" "}
          <PhoneLink className="font-semibold text-river-700 underline" />{" "}
          and we will help you choose.
        </p>
        <Link to="/Room" className="btn-primary mt-6">
          See all rooms
        </Link>
      </div>
    </main>
  );
}
