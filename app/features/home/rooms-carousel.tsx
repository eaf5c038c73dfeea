import { Link } from "react-router";
import { Carousel } from "~/components/carousel";
import { Icon } from "~/components/icon";
import { carousels } from "~/content/carousels";
import type { RoomSummary } from "~/domain/api-types";
import { RoomCard } from "../rooms/room-card";
import { HomeSection } from "./home-section";
import { EmailLink, PhoneLink } from "~/components/contact-links";

/**
 * The home page's Rooms & Suites, or an honest message when the rooms cannot be loaded
 * (product-rules.md: Read cache).
 */
export function RoomsCarousel({ rooms }: { rooms: RoomSummary[] | null }) {
  return (
    <HomeSection
      id="home-rooms"
      eyebrow="Stay with us"
      title="Rooms & Suites"
      intro="Four ways to rest by the Narmada, from a calm Deluxe Room to a Suite for the whole family."
    >
      {rooms && rooms.length > 0 ? (
        <Carousel
          label="Rooms and suites"
          className="mt-12"
          {...carousels.rooms}
          slideClassName="pb-2"
          slides={rooms.map((room) => (
            <RoomCard key={room.id} room={room} headingLevel={3} />
          ))}
        />
      ) : (
        <div role="status" className="mx-auto mt-12 max-w-2xl rounded-lg border border-sand-300 bg-white p-8 text-center shadow-card">
          <p className="heading-3">We can't show our rooms right now</p>
          <p className="mt-3 text-ink-700">
            Our room list is not loading at the moment. Call us on{" "}
            <PhoneLink className="font-semibold text-river-700 underline underline-offset-2" />{" "}
            or write to{" "}
            <EmailLink className="font-semibold text-river-700 underline underline-offset-2" />{" "}
            and we will help you choose.
          </p>
          <Link to="/Contact" className="btn-secondary mt-6">
            <Icon name="phone" className="h-4 w-4" />
            Contact the hotel
          </Link>
        </div>
      )}
    </HomeSection>
  );
}
