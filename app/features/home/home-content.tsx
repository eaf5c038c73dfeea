import type { ReactNode } from "react";
import { deferred } from "../../components/deferred";
import type { IsoDate } from "../../content/hotel";
import type { Room } from "../../domain/api-types";
// The page's sections hydrate once their code arrives (see deferred.tsx): the server's HTML is on
// screen and its links work meanwhile, and the first download stays within the JavaScript budget.
const HomeHero = deferred(() => import("./home-hero").then((m) => m.HomeHero));
const BookingStrip = deferred(() => import("../booking/booking-strip").then((m) => m.BookingStrip));
const HomeBelowFold = deferred(() => import("./home-below-fold").then((m) => m.HomeBelowFold));

interface HomeContentProps {
  today: IsoDate;
  rooms: Room[] | null;
  /** The 404 page puts its own h1 above the home content (D11). */
  heroTitleAs?: "h1" | "p";
  /** Shown first inside <main> (the 404 notice). */
  notice?: ReactNode;
}

/** The home page's sections in the spec's order (spec §2 Home); also shown under the 404 notice. */
export function HomeContent({ today, rooms, heroTitleAs = "h1", notice }: HomeContentProps) {
  return (
    <main>
      {notice}
      <HomeHero today={today} titleAs={heroTitleAs} />
      <div className="container relative z-10 -mt-10 md:-mt-14">
        <BookingStrip today={today} className="shadow-lift" />
      </div>
      {/* Each section renders when it nears the viewport (see the render-near-view shortcut). */}
      <div className="[&>*]:[content-visibility:auto] [&>*]:[contain-intrinsic-size:auto_40rem]">
        <HomeBelowFold today={today} rooms={rooms} />
      </div>
    </main>
  );
}
