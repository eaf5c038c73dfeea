import type { IsoDate } from "../../content/hotel";
import type { Room } from "../../domain/api-types";
import { AboutTeaser } from "./about-teaser";
import { BookARoom } from "./book-a-room";
import { FacilitiesTeaser } from "./facilities-teaser";
import { PricingGrid } from "./pricing-grid";
import { RoomsCarousel } from "./rooms-carousel";
import { SocialCarousel } from "./social-carousel";
import { TempleFeature } from "./temple-feature";
import { TestimonialsCarousel } from "./testimonials-carousel";

/** The home page after the booking strip, in the spec's order (spec §2 Home). */
export function HomeBelowFold({ today, rooms }: { today: IsoDate; rooms: Room[] | null }) {
  return (
    <>
      <FacilitiesTeaser />
      <AboutTeaser />
      <BookARoom />
      <RoomsCarousel rooms={rooms} />
      <TempleFeature />
      {rooms ? <PricingGrid rooms={rooms} today={today} /> : null}
      <TestimonialsCarousel />
      <SocialCarousel />
    </>
  );
}
