import { data } from "react-router";
import { PageHero } from "../../components/page-hero";
import { illustrations } from "../../content/illustrations";
import { illustrationsHi } from "../../content/illustrations.hi";
import { servicesContext } from "../../context";
import { GalleryView } from "./gallery-view";
import { galleryWordsEn } from "./gallery-words";
import { galleryWordsHi } from "./gallery-words.hi";
import { loadGallery } from "./load-gallery.server";
import { Section } from "../sections/section";
import { metaFromWords } from "../sections/words-meta";
import { langOfPath } from "../../i18n/lang";
import { readWords, sendWords, wordsIn, wordsOf } from "../../i18n/words";
import type { Route } from "./+types/gallery";

/**
 * The photos (an honest 503 when they cannot be loaded), with the page's words and hero picture in
 * the request's language (product-rules.md: Hindi).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  const page = {
    words: sendWords({ gallery: wordsIn(lang, { en: galleryWordsEn, hi: galleryWordsHi }) }),
    hero: wordsIn(lang, { en: illustrations, hi: illustrationsHi }).heroTemple,
  };
  const gallery = await loadGallery(context.get(servicesContext).gallery, lang);
  if ("init" in gallery) return data({ state: gallery.data, ...page }, gallery.init ?? undefined);
  return { state: gallery, ...page };
}

export function meta({ loaderData, location }: Route.MetaArgs) {
  return metaFromWords(wordsOf(loaderData)?.gallery.meta, "/Gallery", location.pathname);
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { hero, state } = loaderData;
  const words = readWords(loaderData.words);
  return (
    <main id="main">
      <PageHero title={words.gallery.hero.title} subtitle={words.gallery.hero.subtitle} image={hero} />
      <Section id="gallery-photos" heading={{ title: words.gallery.sectionTitle }} hideTitle firstScreen>
        <GalleryView state={state} words={words.gallery.view} />
      </Section>
    </main>
  );
}
