import { useFacilityMarker } from "~/components/facility-mark";
import { Illustration } from "~/components/illustration";
import { linkInLang } from "~/i18n/hindi-pages";
import { useLang, useWords } from "~/i18n/words";
import { HomeSection } from "./home-section";
import { MoreLink } from "./more-link";

/** Home page: the first four facilities and Explore More to /Facilities, in the page's language. */
export function FacilitiesTeaser() {
  const w = useWords("home").facilities;
  const lang = useLang();
  const markOf = useFacilityMarker(w);
  return (
    <HomeSection id="home-facilities" eyebrow={w.eyebrow} title={w.title}>
      <ul className="mt-10 grid gap-4 sm:mt-12 sm:grid-cols-2 sm:gap-6 xl:grid-cols-4">
        {w.items.map((facility) => (
          <li key={facility.id} className="card group grid grid-cols-[7.5rem_1fr] overflow-hidden sm:flex sm:flex-col">
            <div className="relative overflow-hidden">
              <Illustration
                image={facility.image}
                decorative
                className="h-full w-full object-cover zoom-on-hover sm:aspect-[4/3] sm:h-auto"
              />
              {markOf(facility.to) ? (
                <span className="absolute left-2 top-2 rounded-pill bg-marigold px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-ink sm:left-auto sm:right-3 sm:top-3 sm:px-3 sm:py-1">
                  {markOf(facility.to)}
                </span>
              ) : null}
            </div>
            <div className="flex flex-1 flex-col p-4 sm:p-5">
              <h3 className="heading-3">{facility.title}</h3>
              <p className="mt-2 line-clamp-3 text-sm text-ink-700 sm:text-base">{facility.description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <MoreLink to={linkInLang("/Facilities", lang)} className="btn-secondary">
          {w.more}
        </MoreLink>
      </div>
    </HomeSection>
  );
}
