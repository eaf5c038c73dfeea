import { Icon } from "~/components/icon";
import type { IsoDate } from "~/content/hotel";
import { offerNameIn } from "~/content/hotel-in-lang";
import type { RoomSummary } from "~/domain/api-types";
import { BookingCta } from "../../booking/wizard/booking-cta";
import { featureIcon, roomFeatures } from "../rooms/room-features";
import { offerFor } from "~/domain/price-stay";
import { fill, useLang, useWords } from "~/i18n/words";
import { roomTypeNameIn } from "../rooms/room-in-lang";
import { RoomRate } from "../rooms/room-rate";
import { roomFactRows } from "../rooms/room-comparison";
import { HomeSection } from "./home-section";

/**
 * As on the original site, the room with id 2 (Super Deluxe) gets the extra "super deluxe"
 * emphasis.
 */
const EMPHASISED_ROOM_ID = 2;
const FEATURES_SHOWN = 6;

/**
 * Home page: "Room Pricing", one card per room type with its nightly rate, in the page's language
 * (the rooms come from the loader in it; the fixed feature list is the room cards' words).
 */
export function PricingGrid({ rooms, today }: { rooms: RoomSummary[]; today: IsoDate }) {
  const w = useWords("home").pricing;
  const { standardFeatures, facts: factWords } = useWords("roomCard");
  const lang = useLang();
  if (rooms.length === 0) return null;
  const offer = offerFor(today);
  return (
    <HomeSection
      id="home-pricing"
      eyebrow={w.eyebrow}
      title={w.title}
      intro={offer ? fill(w.introOffer, { title: offerNameIn(offer, lang), percent: offer.percentOff }) : w.intro}
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {rooms.map((room) => {
          const emphasised = room.id === EMPHASISED_ROOM_ID;
          const typeName = roomTypeNameIn(room.room_type_name, lang);
          return (
            <li
              key={room.id}
              data-superdeluxe={emphasised ? "true" : undefined}
              className={`relative flex flex-col rounded-lg p-6 ${
                emphasised
                  ? "bg-river-900 text-white shadow-lift ring-4 ring-marigold xl:-my-3 xl:py-9"
                  : "bg-white text-ink shadow-card"
              }`}
            >
              {emphasised ? (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-pill bg-marigold px-4 py-1 text-xs font-bold uppercase tracking-wider text-ink">
                  {w.recommended}
                </p>
              ) : null}
              <h3 className={`font-serif text-2xl font-semibold ${emphasised ? "text-white" : "text-ink"}`}>{typeName}</h3>
              <RoomRate
                roomPrice={room.room_price}
                offer={offer}
                className="mt-4"
                amountClassName={`font-serif text-4xl font-semibold xl:text-[2rem] xxl:text-4xl ${emphasised ? "text-marigold" : "text-saffron-800"}`}
                usualClassName={`mr-2 text-lg ${emphasised ? "text-river-100" : "text-ink-700"}`}
                noteClassName={`mt-1 text-sm font-semibold ${emphasised ? "text-marigold" : "text-saffron-900"}`}
                suffix={<span className={emphasised ? "text-river-100" : "text-ink-700"}>{w.perNight}</span>}
              />
              <dl className={`mt-5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm ${emphasised ? "text-river-50" : "text-ink-700"}`} data-testid="rate-card-facts">
                {roomFactRows(room, factWords).map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="font-semibold">{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
              <ul className={`mt-6 grid flex-1 grid-cols-2 content-start gap-x-4 gap-y-2.5 md:grid-cols-1 ${emphasised ? "text-river-50" : "text-ink-700"}`}>
                {roomFeatures(room, standardFeatures)
                  .slice(0, FEATURES_SHOWN)
                  .map((feature) => (
                    <li key={feature} className="flex items-center gap-3">
                      <Icon name={featureIcon(feature)} className={`h-5 w-5 ${emphasised ? "text-marigold" : "text-river-700"}`} />
                      {feature}
                    </li>
                  ))}
              </ul>
              <BookingCta
                today={today}
                handOff={{ roomId: room.id }}
                className={`${emphasised ? "btn-primary" : "btn-secondary"} mt-8 w-full`}
              >
                {w.book}
                <span className="sr-only">: {typeName}</span>
              </BookingCta>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
