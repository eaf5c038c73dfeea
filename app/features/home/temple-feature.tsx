import { Icon } from "~/components/icon";
import { Illustration, type ImageSource } from "~/components/illustration";
import { hotel } from "~/content/hotel";
import { MoreLink } from "./more-link";

const templeImage: ImageSource = {
  src: "/illustrations/tourism/omkareshwar-jyotirlinga.svg",
  width: 800,
  height: 600,
  alt: "The white shikhara of the Omkareshwar temple above the river",
};

/** Home page: the temple is 5 km away (a 10 minute drive), Discover More to /Gallery. */
export function TempleFeature() {
  const { km, minutesByCar } = hotel.temple;
  return (
    <section aria-labelledby="home-temple" className="bg-saffron-50">
      <div className="container grid items-center gap-10 py-16 md:py-24 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="lg:order-last">
          <Illustration image={templeImage} className="h-auto w-full rounded-lg object-cover shadow-lift" />
        </div>
        <div>
          <p className="eyebrow">The Jyotirlinga</p>
          <h2 id="home-temple" className="heading-2 mt-2">
            The {hotel.temple.name} is just {km} km away
          </h2>
          <p className="mt-5 text-lg text-ink-700">
            One of the twelve Jyotirlingas stands on Mandhata island, where the Narmada bends in the shape of Om.
            From our gate it is a {minutesByCar} minute drive, close enough for the early darshan and back for
            breakfast.
          </p>
          <ul className="mt-8 flex flex-wrap gap-4">
            <li className="flex items-center gap-3 rounded-pill bg-white px-5 py-3 shadow-card">
              <Icon name="map-pin" className="h-5 w-5 text-saffron-700" />
              <span>
                <strong className="font-semibold">{km} km</strong> to the temple
              </span>
            </li>
            <li className="flex items-center gap-3 rounded-pill bg-white px-5 py-3 shadow-card">
              <Icon name="clock" className="h-5 w-5 text-saffron-700" />
              <span>
                <strong className="font-semibold">{minutesByCar} minute</strong> drive
              </span>
            </li>
          </ul>
          <MoreLink to="/Gallery" className="btn-primary mt-8">
            Discover More
          </MoreLink>
        </div>
      </div>
    </section>
  );
}
