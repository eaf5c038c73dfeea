import { useState } from "react";
import { Icon } from "~/components/icon";
import { Illustration } from "~/components/illustration";
import { PlayMark } from "~/components/play-mark";
import { hotel } from "~/content/hotel";
import { hindiClockTime } from "~/content/hindi-names";
import type { Lang } from "~/i18n/lang";
import { useLang, useWords } from "~/i18n/words";
import { HomeBookingRequestForm } from "../../enquiries/booking-request/home-booking-request-form";
import { SectionHeading } from "./section-heading";
import { TourDialog, tourPoster } from "./tour-dialog";
import { PhoneLink } from "~/components/contact-links";

/** Read per render: the times are what staff keep on the desk, said as the page's language says a time. */
const stayTimes = (w: { checkIn: string; checkOut: string }, lang: Lang) => [
  { label: w.checkIn, time: lang === "hi" ? hindiClockTime(hotel.checkInTimeIso) : hotel.checkInTime },
  { label: w.checkOut, time: lang === "hi" ? hindiClockTime(hotel.checkOutTimeIso) : hotel.checkOutTime },
];

/**
 * Home page: "Book A Room" with the tour video (a local poster; the video opens in a dialog,
 * product-rules.md: Third-party facades) and the booking request form beside it, in the page's
 * language.
 */
export function BookARoom() {
  const [tourOpen, setTourOpen] = useState(false);
  const w = useWords("home").book;
  const lang = useLang();
  return (
    <section aria-labelledby="home-book" className="relative overflow-hidden bg-river-900 text-white">
      <div className="container grid gap-12 py-16 md:py-24 lg:grid-cols-[1fr_1.05fr] lg:items-start">
        <div>
          <SectionHeading
            id="home-book"
            eyebrow={w.eyebrow}
            title={w.title}
            align="start"
            tone="light"
            intro={w.intro}
          />
          <button
            type="button"
            onClick={() => setTourOpen(true)}
            className="group relative mt-8 block w-full overflow-hidden rounded-lg shadow-lift focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-marigold"
          >
            <Illustration image={tourPoster} decorative className="aspect-video h-auto w-full object-cover" />
            <PlayMark dim="bg-ink/20" hoverDim="group-hover:bg-ink/5" grows />
            <span className="absolute inset-x-0 bottom-0 bg-ink/70 px-5 py-3 text-left font-semibold">{w.watchTour}</span>
          </button>
          <dl className="mt-8 grid grid-cols-2 gap-x-4 gap-y-5 text-river-50">
            {stayTimes(w, lang).map(({ label, time }) => (
              <div key={label}>
                <dt className="flex items-center gap-2 text-sm">
                  <Icon name="clock" className="h-5 w-5 text-marigold" />
                  {label}
                </dt>
                <dd className="mt-1 pl-7 font-semibold text-white">{time}</dd>
              </div>
            ))}
            <div className="col-span-2">
              <dt className="flex items-center gap-2 text-sm">
                <Icon name="phone" className="h-5 w-5 text-marigold" />
                {w.talk}
              </dt>
              <dd className="mt-1 pl-7">
                <PhoneLink className="font-semibold text-white underline underline-offset-4" />
              </dd>
            </div>
          </dl>
        </div>
        <div className="text-ink">
          <HomeBookingRequestForm />
        </div>
      </div>
      <TourDialog open={tourOpen} onClose={() => setTourOpen(false)} />
    </section>
  );
}
