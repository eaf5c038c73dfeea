import { fillNodes } from "~/components/fill-nodes";
import { Icon } from "~/components/icon";
import { Illustration } from "~/components/illustration";
import type { ImageSource } from "~/content/content-types";
import { hotel } from "~/content/hotel";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { MoreLink } from "./more-link";

const templeImage: Omit<ImageSource, "alt"> = {
  src: "/illustrations/tourism/omkareshwar-jyotirlinga.svg",
  width: 800,
  height: 600,
};

/** Home page: the temple is 5 km away (a 10 minute drive), Discover More to /Gallery, in the page's language. */
export function TempleFeature() {
  const w = useWords("home").temple;
  const lang = useLang();
  const { km, minutesByCar: minutes, name: temple } = hotel.temple;
  // A fact's figure in bold, where the page's language puts it in the phrase.
  const fact = ({ value, text }: { value: string; text: string }) =>
    fillNodes(text, { value: <strong className="font-semibold">{fill(value, { km, minutes })}</strong> });
  return (
    <section aria-labelledby="home-temple" className="bg-saffron-50">
      <div className="container grid items-center gap-10 py-16 md:py-24 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="lg:order-last">
          <Illustration image={{ ...templeImage, alt: w.imageAlt }} className="h-auto w-full rounded-lg object-cover shadow-lift" />
        </div>
        <div>
          <p className="eyebrow">{w.eyebrow}</p>
          <h2 id="home-temple" className="heading-2 mt-2">
            {fill(w.title, { temple, km })}
          </h2>
          <p className="mt-5 text-lg text-ink-700">{fill(w.text, { minutes })}</p>
          <ul className="mt-8 flex flex-wrap gap-4">
            <li className="flex items-center gap-3 rounded-pill bg-white px-5 py-3 shadow-card">
              <Icon name="map-pin" className="h-5 w-5 text-saffron-700" />
              <span>{fact(w.distance)}</span>
            </li>
            <li className="flex items-center gap-3 rounded-pill bg-white px-5 py-3 shadow-card">
              <Icon name="clock" className="h-5 w-5 text-saffron-700" />
              <span>{fact(w.drive)}</span>
            </li>
          </ul>
          <MoreLink to={linkInLang("/Gallery", lang)} className="btn-primary mt-8">
            {w.more}
          </MoreLink>
        </div>
      </div>
    </section>
  );
}
