import { lazy, useState } from "react";
import { MediaImage } from "~/components/media-image";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { hotel } from "~/content/hotel";
import type { RoomSummary } from "~/domain/api-types";
import { ClampedDescription } from "./clamped-description";
import { cardAmenities } from "./room-features";
import { lightboxImages, roomImageSize } from "./room-images";
import { offerFor } from "~/domain/price-stay";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { useHotelToday } from "../../booking/wizard/use-hotel-today";
import { roomInLang, roomTypeNameIn } from "./room-in-lang";
import { RoomRate } from "./room-rate";
import { OnDemand } from "../sections/on-demand";

// The lightbox's code loads only when a guest opens it.
const RoomLightbox = lazy(() => import("./room-lightbox").then((m) => ({ default: m.RoomLightbox })));

interface RoomCardProps {
  room: RoomSummary;
  headingLevel?: 2 | 3;
  /**
   * The listing opens a lightbox of the room's photos (product-rules.md: Dialogs); elsewhere the
   * image links to the room.
   */
  imageOpens?: "details" | "lightbox";
  /** Above-the-fold cards load their image eagerly. */
  priority?: boolean;
  className?: string;
}

/**
 * A room type as a card (on the rooms list and the home page): type ribbon, main image, name
 * linking to the details page, "₹X + taxes" (the offer rate while one runs), a 3-line description with Read More past 150
 * characters, View Details and a row of amenity icons. In the page's language (product-rules.md:
 * Hindi): its words are the page's `roomCard` words, and the room's own words staff's Hindi where
 * the room carries them (`roomInLang`; a loader may also send the room already in the page's language).
 */
export function RoomCard({ room: given, headingLevel = 3, imageOpens = "details", priority, className = "" }: RoomCardProps) {
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const lang = useLang();
  const words = useWords("roomCard");
  const room = roomInLang(given, lang);
  const type = { type: roomTypeNameIn(room.room_type_name, lang) };
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const offer = offerFor(useHotelToday());
  const detailsPath = linkInLang(`/RoomDetails/${room.id}`, lang);
  const image = (
    <MediaImage
      src={room.main_image}
      sizes="(min-width: 1200px) 400px, (min-width: 768px) 50vw, 100vw"
      width={roomImageSize.width}
      height={roomImageSize.height}
      alt={room.image_alts?.[room.main_image] ?? fill(words.imageAlt, { ...type, hotel: hotel.shortName })}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      className="aspect-[3/2] h-auto w-full bg-sand-100 object-cover zoom-on-hover"
    />
  );
  return (
    <article className={`card group flex h-full flex-col overflow-hidden ${className}`}>
      <div className="relative overflow-hidden">
        {imageOpens === "lightbox" ? (
          <button
            type="button"
            onClick={() => setLightboxOpen(true)}
            className="block w-full focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-river-700"
            aria-label={fill(words.viewPhotos, type)}
          >
            {image}
          </button>
        ) : (
          <Link to={detailsPath} tabIndex={-1} aria-hidden="true" className="block">
            {image}
          </Link>
        )}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-0 top-4 rounded-r-pill bg-saffron-700 px-4 py-1 text-sm font-semibold text-white shadow-card"
        >
          {type.type}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="heading-3">
          <Link
            to={detailsPath}
            className="rounded-sm hover:text-river-700 focus-visible:outline-2 focus-visible:outline-river-700"
          >
            {room.name}
          </Link>
        </Heading>
        <div>
          <RoomRate
            roomPrice={room.room_price}
            offer={offer}
            className="text-ink-700"
            amountClassName="text-2xl font-semibold text-saffron-800"
            suffix={
              <>
                {" "}
                <span>{words.taxes}</span> <span className="text-sm">{words.perNight}</span>
              </>
            }
          />
        </div>
        <ClampedDescription text={room.short_description} />
        <ul className="mt-auto flex flex-wrap gap-3 pt-2 text-river-700" aria-label={words.inEveryRoom}>
          {cardAmenities.map((icon) => (
            <li key={icon} title={words.amenities[icon]}>
              <Icon name={icon} label={words.amenities[icon]} />
            </li>
          ))}
        </ul>
        <Link to={detailsPath} className="btn-secondary self-start" aria-label={fill(words.viewDetailsLabel, type)}>
          {words.viewDetails}
        </Link>
      </div>
      <OnDemand open={lightboxOpen}>
        <RoomLightbox
          roomTypeName={type.type}
          images={lightboxImages(room)}
          alts={room.image_alts}
          onClose={() => setLightboxOpen(false)}
        />
      </OnDemand>
    </article>
  );
}
