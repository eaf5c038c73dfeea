import { NavLink } from "react-router";
import { deferred } from "~/components/deferred";
import { PageHero } from "~/components/page-hero";
import { hotel } from "~/content/hotel";
import type { RoomSummary } from "~/domain/api-types";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { BookingCta } from "../../booking/wizard/booking-cta";
import { RoomCard } from "./room-card";
import { roomTypeNameIn } from "./room-in-lang";
import type { RoomListingCopy } from "./room-listing-copy";
import { roomTypePath } from "./room-slug";
import { RoomsUnavailable } from "./rooms-unavailable";
import { PhoneLink } from "~/components/contact-links";

// The first card is on a phone's first screen; the others load and hydrate as they near the viewport
// (deferred.tsx), their server HTML on screen and their links working meanwhile.
const LaterRoomCard = deferred(() => import("./room-card").then((m) => m.RoomCard), { nearView: { className: "h-full" } });

interface RoomsListingProps {
  /** The page's copy in its language, made by its loader. */
  copy: RoomListingCopy;
  /** Every room type, for the filter links; null when the origin is unavailable. */
  allRooms: RoomSummary[] | null;
  /** The cards to show. */
  rooms: RoomSummary[];
  heroImage?: { src: string; width: number; height: number; alt: string };
}

/** /Room and /Room/:type: heading and intro, a link per type, then the room cards. */
export function RoomsListing({ copy, allRooms, rooms, heroImage }: RoomsListingProps) {
  const words = useWords("rooms").listing;
  const lang = useLang();
  const chip =
    "rounded-pill border border-river-700 px-4 py-2 text-sm font-semibold text-river-800 hover:bg-river-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-river-700 aria-[current=page]:bg-river-700 aria-[current=page]:text-white";
  return (
    <main id="main">
      <PageHero title={copy.heading} subtitle={copy.intro} eyebrow={hotel.shortName} image={heroImage} />
      <div className="container py-12 md:py-16">
        {allRooms === null ? (
          <RoomsUnavailable />
        ) : (
          <>
            <nav aria-label={words.typesLabel}>
              <ul className="flex flex-wrap gap-2">
                <li>
                  <NavLink to={linkInLang("/Room", lang)} end className={chip}>
                    {words.allRooms}
                  </NavLink>
                </li>
                {allRooms.map((room) => (
                  <li key={room.id}>
                    <NavLink to={linkInLang(roomTypePath(room.room_type_name), lang)} className={chip}>
                      {roomTypeNameIn(room.room_type_name, lang)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {rooms.length === 0 ? (
              <p className="mt-8 text-ink-700">{words.noneOfType}</p>
            ) : (
              <ul className="mt-8 grid gap-6 md:grid-cols-2" aria-label={copy.heading}>
                {rooms.map((room, index) => (
                  <li key={room.id}>
                    {index === 0 ? (
                      <RoomCard room={room} headingLevel={2} imageOpens="lightbox" priority />
                    ) : (
                      <LaterRoomCard room={room} headingLevel={2} imageOpens="lightbox" />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <aside className="mt-12 flex flex-col items-start gap-4 rounded-lg bg-river-50 p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="heading-3">{words.notSureTitle}</h2>
            <p className="mt-1 text-ink-700">
              {words.notSureBefore}
              <PhoneLink className="font-semibold text-river-800 underline" />
              {fill(words.notSureAfter, { hours: hotel.contactHours })}
            </p>
          </div>
          <BookingCta>{words.bookNow}</BookingCta>
        </aside>
      </div>
    </main>
  );
}
