import type { ReactNode } from "react";
import { deferred } from "~/components/deferred";
import { ServerDrawn } from "~/components/server-drawn";
import type { IsoDate } from "~/content/hotel";
import type { RoomSummary } from "~/domain/api-types";
import type { GuestWords } from "~/domain/guest-words";

// The page's parts hydrate once their code arrives (see deferred.tsx): the server's HTML is on screen
// and its links work meanwhile, and the first download stays within the JavaScript budget.
const HomeHero = deferred(() => import("./home-hero").then((m) => m.HomeHero));
const BookingStrip = deferred(() => import("../../booking/wizard/booking-strip").then((m) => m.BookingStrip));

// Below the booking strip each section loads and hydrates as it nears the viewport, and is laid out
// only then (the render-near-view shortcut), so a phone's first seconds go to the first screen.
const belowFold = { nearView: { className: "render-near-view" } };
const FacilitiesTeaser = deferred(() => import("./facilities-teaser").then((m) => m.FacilitiesTeaser), belowFold);
const AboutTeaser = deferred(() => import("./about-teaser").then((m) => m.AboutTeaser), belowFold);
const BookARoom = deferred(() => import("./book-a-room").then((m) => m.BookARoom), belowFold);
const RoomsCarousel = deferred(() => import("./rooms-carousel").then((m) => m.RoomsCarousel), belowFold);
const TempleFeature = deferred(() => import("./temple-feature").then((m) => m.TempleFeature), belowFold);
const PricingGrid = deferred(() => import("./pricing-grid").then((m) => m.PricingGrid), belowFold);
const TestimonialsCarousel = deferred(
  () => import("./testimonials-carousel").then((m) => m.TestimonialsCarousel),
  belowFold,
);
const SocialCarousel = deferred(() => import("./social-carousel").then((m) => m.SocialCarousel), belowFold);

interface HomeContentProps {
  today: IsoDate;
  rooms: RoomSummary[] | null;
  /** Real reviews and posts staff added; empty lists show the examples. */
  guestWords: GuestWords;
  /**
   * The 404 page puts its own h1 above the home content (product-rules.md: Routes and not-found).
   */
  heroTitleAs?: "h1" | "p";
  /** Shown first inside <main> (the 404 notice). */
  notice?: ReactNode;
}

/** The home page's sections in the original site's order; also shown under the 404 notice. */
export function HomeContent({ today, rooms, guestWords, heroTitleAs = "h1", notice }: HomeContentProps) {
  return (
    <main>
      {notice}
      <HomeHero today={today} titleAs={heroTitleAs} />
      <div className="container relative z-10 -mt-10 md:-mt-14">
        <BookingStrip today={today} className="shadow-lift" />
      </div>
      {/* Words, pictures and links only: on the page the server sent they stay as drawn, and the page's
          data leaves their words out (home-loader.server.ts). */}
      <ServerDrawn>
        <FacilitiesTeaser />
        <AboutTeaser />
      </ServerDrawn>
      <BookARoom />
      <RoomsCarousel rooms={rooms} />
      <ServerDrawn>
        <TempleFeature />
      </ServerDrawn>
      {rooms ? <PricingGrid rooms={rooms} today={today} /> : null}
      <TestimonialsCarousel reviews={guestWords.reviews} />
      <SocialCarousel posts={guestWords.posts} />
    </main>
  );
}
