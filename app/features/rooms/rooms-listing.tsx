import { NavLink } from "react-router";
import { PageHero } from "~/components/page-hero";
import { hotel } from "~/content/hotel";
import type { RoomSummary } from "~/domain/api-types";
import { BookingCta } from "../booking/booking-cta";
import { RoomCard } from "./room-card";
import type { RoomListingCopy } from "./room-listing-copy";
import { roomTypePath } from "./room-slug";
import { RoomsUnavailable } from "./rooms-unavailable";
import { PhoneLink } from "~/components/contact-links";

interface RoomsListingProps {
  copy: RoomListingCopy;
  /** Every room type, for the filter links; null when the origin is unavailable. */
  allRooms: RoomSummary[] | null;
  /** The cards to show. */
  rooms: RoomSummary[];
  heroImage?: { src: string; width: number; height: number; alt: string };
}

/** /Room and /Room/:type: heading and intro, a link per type, then the room cards. */
export function RoomsListing({ copy, allRooms, rooms, heroImage }: RoomsListingProps) {
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
            <nav aria-label="Room types">
              <ul className="flex flex-wrap gap-2">
                <li>
                  <NavLink to="/Room" end className={chip}>
                    All rooms
                  </NavLink>
                </li>
                {allRooms.map((room) => (
                  <li key={room.id}>
                    <NavLink to={roomTypePath(room.room_type_name)} className={chip}>
                      {room.room_type_name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {rooms.length === 0 ? (
              <p className="mt-8 text-ink-700">No rooms of this type are listed at the moment.</p>
            ) : (
              <ul className="mt-8 grid gap-6 md:grid-cols-2" aria-label={copy.heading}>
                {rooms.map((room, index) => (
                  <li key={room.id}>
                    <RoomCard room={room} headingLevel={2} imageOpens="lightbox" priority={index === 0} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <aside className="mt-12 flex flex-col items-start gap-4 rounded-lg bg-river-50 p-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="heading-3">Not sure which room suits you?</h2>
            <p className="mt-1 text-ink-700">
              Call us on{" "}
              <PhoneLink className="font-semibold text-river-800 underline" />{" "}
              ({hotel.contactHours}), or check dates and prices online. You pay at the hotel.
            </p>
          </div>
          <BookingCta>Book Now</BookingCta>
        </aside>
      </div>
    </main>
  );
}
