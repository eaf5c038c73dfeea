import { PageHero } from "../components/page-hero";
import { staticPageMeta } from "../components/seo";
import { servicesContext } from "../context";
import { hotel } from "../content/hotel";
import { illustrations } from "../content/illustrations";
import { GalleryView } from "../features/gallery/gallery-view";
import { loadGallery } from "../features/gallery/load-gallery.server";
import { Section } from "../features/page-sections/section";
import type { Route } from "./+types/gallery";

export function loader({ context }: Route.LoaderArgs) {
  return loadGallery(context.get(servicesContext).gallery);
}

export const meta = staticPageMeta({
  title: "Photo Gallery",
  crumb: "Gallery",
  description: `Photos of ${hotel.shortName}, Omkareshwar: rooms, the restaurant, the banquet hall and marriage garden, the pool and views of the Narmada and the temple.`,
  keywords: "Omkareshwar hotel photos, Narmada riverside resort gallery, Omkareshwar resort pictures, wedding venue photos Omkareshwar",
  path: "/Gallery",
});

export default function Gallery({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHero
        title="Photo Gallery"
        subtitle="A look around the resort, the river and the temple town"
        image={illustrations.heroTemple}
      />
      <Section id="gallery-photos" title="Photos of the resort" hideTitle firstScreen>
        <GalleryView state={loaderData} />
      </Section>
    </main>
  );
}
