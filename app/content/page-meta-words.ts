/**
 * A page's title, breadcrumb name, description and keywords, in one language: part of the words its
 * loader sends, read by its `meta` (product-rules.md: Hindi, SEO).
 */
export interface PageMetaWords {
  title: string;
  /** The page's own breadcrumb below Home. */
  crumb: string;
  description: string;
  keywords: string;
}
