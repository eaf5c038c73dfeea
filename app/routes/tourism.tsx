import { Icon } from "../components/icon";
import { Illustration } from "../components/illustration";
import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { attractions, directionsUrl } from "../content/tourism";
import { Section } from "../features/page-sections/section";
import { PhoneLink } from "../components/contact-links";

export const meta = staticPageMeta({
  title: "Omkareshwar Tourism — Places to Visit Nearby",
  crumb: "Omkareshwar Tourism",
  description:
    "Ten places to visit from the resort: the Omkareshwar and Mamleshwar Jyotirlingas, Ekatma Dham, Siddhnath and Gauri Somnath temples, the Narmada ghats, the Parikrama, the dam, Maheshwar and more.",
  keywords:
    "Omkareshwar tourism, places to visit in Omkareshwar, Omkareshwar Jyotirlinga, Mamleshwar temple, Statue of Oneness Omkareshwar, Omkareshwar parikrama, Maheshwar day trip",
  path: "/omkareshwar-tourism",
});

export default function Tourism() {
  return (
    <main id="main">
      <PageHero
        title="Explore Omkareshwar"
        eyebrow="Omkareshwar tourism"
        subtitle="Temples, ghats and river journeys around the sacred island of Mandhata"
        image={illustrations.heroTemple}
      />
      <Section
        id="attractions"
        eyebrow="Nearby attractions"
        title="Ten places to see from the resort"
        intro={
          <p>
            Our front desk can arrange a taxi or a guide, suggest the best time for darshan and tell you when the boats run.
            Tap “Get directions” to open a route in your maps app.
          </p>
        }
      >
        <ol className="grid list-none gap-6 p-0 md:grid-cols-2 xl:grid-cols-3">
          {attractions.map((attraction, index) => (
            <li key={attraction.id} className="card flex flex-col overflow-hidden">
              <div className="relative bg-sand-100">
                <Illustration image={attraction.image} decorative className="aspect-[16/10] h-auto w-full object-cover" />
                <span
                  aria-hidden="true"
                  className="absolute left-3 top-3 grid h-9 w-9 place-items-center rounded-pill bg-white/95 font-serif font-semibold text-river-800 shadow-card"
                >
                  {index + 1}
                </span>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="heading-3">{attraction.title}</h3>
                {attraction.distance ? (
                  <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-saffron-800">
                    <Icon name="map-pin" className="h-4 w-4" />
                    {attraction.distance}
                  </p>
                ) : null}
                <p className="mt-3 flex-1 leading-relaxed text-ink-700">{attraction.description}</p>
                <a
                  href={directionsUrl(attraction)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-5 inline-flex w-fit items-center gap-2 font-semibold text-river-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-river-700"
                >
                  <Icon name="map-pin" className="h-5 w-5" />
                  Get directions
                  <span className="sr-only">
                    {" "}
                    to {attraction.title} (opens in a new tab)
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <section aria-labelledby="tourism-help" className="bg-river-900 text-white">
        <div className="container flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="tourism-help" className="font-serif text-3xl font-semibold">
              Plan your darshan and sightseeing with us
            </h2>
            <p className="mt-3 text-lg text-river-50">
              Call the front desk any time for temple timings, taxis, boats and guides.
            </p>
          </div>
          <PhoneLink className="btn-primary shrink-0 text-lg" icon={<Icon name="phone" className="h-5 w-5" />}>
            Contact Us: {hotel.phones.primary.display}
          </PhoneLink>
        </div>
      </section>
    </main>
  );
}
