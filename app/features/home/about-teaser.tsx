import { Illustration, type ImageSource } from "~/components/illustration";
import { hotel } from "~/content/hotel";
import { MoreLink } from "./more-link";

const ghatImage: ImageSource = {
  src: "/illustrations/tourism/narmada-ghats.svg",
  width: 800,
  height: 600,
  alt: "The ghats of Omkareshwar on the Narmada",
};

/** Read per render: the Google rating is what staff keep on the desk (none shows no fact). */
const facts = () => [
  { value: `${hotel.temple.km} km`, label: `to the ${hotel.temple.name}` },
  { value: `${hotel.temple.minutesByCar} min`, label: "by car to the temple" },
  { value: hotel.contactHours, label: "reception and room service" },
  ...(hotel.googleRating ? [{ value: `${hotel.googleRating} ★`, label: "Google rating" }] : []),
];

/** Home page: the about teaser with Discover More to /About. */
export function AboutTeaser() {
  return (
    <section aria-labelledby="home-about" className="bg-sand-100">
      <div className="container grid items-center gap-10 py-16 md:py-24 lg:grid-cols-2 lg:gap-16">
        <div className="relative">
          <Illustration image={ghatImage} className="h-auto w-full rounded-lg object-cover shadow-lift" />
          <div className="absolute -bottom-6 right-4 hidden rounded-lg bg-river-800 px-6 py-4 text-white shadow-lift sm:block">
            <p className="font-serif text-3xl font-semibold">{hotel.temple.km} km</p>
            <p className="text-sm text-river-100">from the {hotel.temple.name}</p>
          </div>
        </div>
        <div>
          <p className="eyebrow">About the resort</p>
          <h2 id="home-about" className="heading-2 mt-2">
            Your spiritual haven in sacred Omkareshwar
          </h2>
          <p className="mt-5 text-lg text-ink-700">
            {hotel.shortName} stands on the bank of the Narmada, on the main road into Omkareshwar in Madhya
            Pradesh. We built it for pilgrims who come for darshan and the Parikrama, for families on holiday and
            for business travellers who want a calm room near the temple.
          </p>
          <p className="mt-4 text-ink-700">
            Our promise is simple: a serene, comfortable stay that supports your spiritual journey, looked after
            with the warmth of Indian hospitality.
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-4">
            {facts().map((fact) => (
              <div key={fact.label} className="flex flex-col rounded-md border border-sand-200 bg-white px-4 py-3">
                <dt className="text-sm text-ink-700">{fact.label}</dt>
                <dd className="order-first font-serif text-2xl font-semibold text-river-800">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <MoreLink to="/About" className="btn-primary mt-8">
            Discover More
          </MoreLink>
        </div>
      </div>
    </section>
  );
}
