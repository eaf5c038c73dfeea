import type { PageMetaWords } from "~/content/page-meta-words";

/**
 * Every word of the Gallery page (product-rules.md: Hindi): its meta and hero, the grid's honest
 * messages and the photo viewer. The page's loader sends them as `gallery`; the page hands `view`
 * to `GalleryView`. Sentences around a link or the hotel's number are split where it goes.
 */
export const galleryWordsEn = {
  meta: {
    title: "Photo Gallery",
    crumb: "Gallery",
    description:
      "Photos of {hotel}, Omkareshwar: rooms, the restaurant, the banquet hall and marriage garden, the pool and views of the Narmada and the temple.",
    keywords: "Omkareshwar hotel photos, Narmada riverside resort gallery, Omkareshwar resort pictures, wedding venue photos Omkareshwar",
  } satisfies PageMetaWords,
  hero: { title: "Photo Gallery", subtitle: "A look around the resort, the river and the temple town" },
  /** The photos' section heading, for screen readers. */
  sectionTitle: "Photos of the resort",
  view: {
    unavailable: {
      title: "The gallery is unavailable right now",
      beforePhone: "We could not load our photos this time. Please try again in a few minutes, or call us on",
      afterPhone: "and we will gladly send pictures of the rooms and venues.",
      retry: "Try again",
      facilities: "See our facilities",
    },
    empty: {
      beforeLink: "New photos of the resort are on their way. Meanwhile, take a look at our",
      link: "facilities",
      end: ".",
    },
    lightbox: {
      /** The viewer's title when a photo has no heading. */
      fallbackTitle: "Photo",
      position: "Photo {n} of {count}",
      previous: "Previous photo",
      next: "Next photo",
    },
  },
};

export type GalleryWords = typeof galleryWordsEn;
export type GalleryViewWords = GalleryWords["view"];
