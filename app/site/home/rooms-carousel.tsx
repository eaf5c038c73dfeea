import { Link } from "react-router";
import { fillNodes } from "~/components/fill-nodes";
import { Icon } from "~/components/icon";
import { carousels } from "~/content/carousels";
import type { RoomSummary } from "~/domain/api-types";
import { linkInLang } from "~/i18n/hindi-pages";
import { useLang, useWords } from "~/i18n/words";
import { RoomCard } from "../rooms/room-card";
import { HomeCarousel } from "./home-carousel";
import { HomeSection } from "./home-section";
import { EmailLink, PhoneLink } from "~/components/contact-links";

/**
 * The home page's Rooms & Suites, or an honest message when the rooms cannot be loaded
 * (product-rules.md: Read cache), in the page's language.
 */
export function RoomsCarousel({ rooms }: { rooms: RoomSummary[] | null }) {
  const w = useWords("home").rooms;
  const lang = useLang();
  const link = "font-semibold text-river-700 underline underline-offset-2";
  if (rooms && rooms.length > 0) {
    return (
      <HomeCarousel
        id="home-rooms"
        eyebrow={w.eyebrow}
        title={w.title}
        intro={w.intro}
        label={w.label}
        settings={carousels.rooms}
        slideClassName="pb-2"
        slides={rooms.map((room) => (
          <RoomCard key={room.id} room={room} headingLevel={3} />
        ))}
      />
    );
  }
  return (
    <HomeSection id="home-rooms" eyebrow={w.eyebrow} title={w.title} intro={w.intro}>
      <div role="status" className="mx-auto mt-12 max-w-2xl rounded-lg border border-sand-300 bg-white p-8 text-center shadow-card">
        <p className="heading-3">{w.unavailableTitle}</p>
        <p className="mt-3 text-ink-700">
          {fillNodes(w.unavailableText, { phone: <PhoneLink className={link} />, email: <EmailLink className={link} /> })}
        </p>
        <Link to={linkInLang("/Contact", lang)} className="btn-secondary mt-6">
          <Icon name="phone" className="h-4 w-4" />
          {w.contact}
        </Link>
      </div>
    </HomeSection>
  );
}
