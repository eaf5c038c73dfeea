import type { MetaDescriptor } from "react-router";
import { hotel } from "../content/hotel";
import { type Lang, langs } from "../domain/lang";
import { hasHindi, linkInLang } from "../i18n/hindi-pages";
import { hrefLang, ogLocale, pathInLang } from "../i18n/lang";

/**
 * The defaults every page falls back to (product-rules.md: SEO): the home page's title and
 * description, the share image and the root URL.
 */
export const DEFAULT_TITLE = `${hotel.name} | Riverside Hotel near Omkareshwar Jyotirlinga`;
export const DEFAULT_DESCRIPTION =
  "Stay on the bank of the Narmada, 5 km from the Omkareshwar Jyotirlinga: comfortable rooms and suites, pure-vegetarian dining, a pool, events and warm hospitality for pilgrims, families and business travellers.";
export const DEFAULT_KEYWORDS =
  "Omkareshwar hotel, hotel near Omkareshwar temple, Narmada riverside resort, Omkareshwar stay, Jyotirlinga hotel, Madhya Pradesh resort";
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 };

export interface PageMetaInput {
  title?: string;
  description?: string;
  keywords?: string;
  /** Path of the canonical URL, e.g. "/About". */
  path?: string;
  /** JSON-LD objects for this page (Hotel, HotelRoom, FAQPage, BreadcrumbList …). */
  jsonLd?: object[];
  /** Breadcrumb trail below Home, e.g. [{ name: "Rooms", path: "/Room" }]. */
  breadcrumbs?: { name: string; path: string }[];
  noindex?: boolean;
  /** The page's language (default English); `path` stays the English path either way. */
  lang?: Lang;
}

/** "Home" as the first breadcrumb, in each language. */
const HOME_CRUMB: Record<Lang, string> = { en: "Home", hi: "मुखपृष्ठ" };

/**
 * `hreflang` alternates of a page that has a Hindi version (product-rules.md: Hindi): both
 * versions, and English as the default; the same on both versions.
 */
function alternates(path: string): MetaDescriptor[] {
  if (!hasHindi(path)) return [];
  return [
    ...langs.map((lang) => ({ tagName: "link", rel: "alternate", hrefLang: hrefLang[lang], href: absoluteUrl(pathInLang(path, lang)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(path) },
  ];
}

export const absoluteUrl = (path: string) => new URL(path, hotel.siteUrl).toString();

/**
 * Title, description, keywords, canonical, Open Graph, Twitter card and JSON-LD (product-rules.md:
 * SEO).
 */
export function pageMeta(input: PageMetaInput = {}): MetaDescriptor[] {
  const title = input.title ? `${input.title} | ${hotel.shortName}` : DEFAULT_TITLE;
  const description = input.description ?? DEFAULT_DESCRIPTION;
  const lang = input.lang ?? "en";
  const path = input.path ?? "/";
  const url = absoluteUrl(pathInLang(path, lang));
  const image = absoluteUrl(SHARE_IMAGE.path);
  const ld: object[] = [...(input.jsonLd ?? [])];
  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    ld.push(breadcrumbList(input.breadcrumbs, lang));
  }
  return [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: input.keywords ?? DEFAULT_KEYWORDS },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(path),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:url", content: url },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: ogLocale[lang] },
    { property: "og:site_name", content: hotel.name },
    // X reads the card's title, description and image from the Open Graph tags above.
    { name: "twitter:card", content: "summary_large_image" },
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    ...ld.map((item) => ({ "script:ld+json": item })),
  ];
}

/**
 * The `meta` export of a page one level below Home whose meta never changes: the page is its own
 * breadcrumb, named `crumb`, at `path`.
 */
type StaticPageMetaInput = Omit<PageMetaInput, "breadcrumbs"> & { path: string; crumb: string };

/**
 * … given as a function when its words quote what staff keep on the desk (the hotel's phone, its
 * check-in time), so they are read for each page, not once.
 */
export function staticPageMeta(input: StaticPageMetaInput | (() => StaticPageMetaInput)): () => MetaDescriptor[] {
  return () => {
    const { crumb, ...rest } = typeof input === "function" ? input() : input;
    return pageMeta({ ...rest, breadcrumbs: [{ name: crumb, path: rest.path }] });
  };
}

export function breadcrumbList(trail: { name: string; path: string }[], lang: Lang = "en") {
  const items = [{ name: HOME_CRUMB[lang], path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(linkInLang(item.path, lang)),
    })),
  };
}
