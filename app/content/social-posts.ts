import type { ImageSource } from "./content-types";
import { hotel } from "./hotel";

/**
 * A social post, shaped as on the original site: id, from (Instagram or Facebook), src; plus a
 * local preview and caption.
 */
export interface SocialPost {
  id: number;
  from: "Instagram" | "Facebook";
  /**
   * Where the post lives; opened only when the guest clicks (product-rules.md: Third-party
   * facades).
   */
  src: string;
  caption: string;
  image: ImageSource;
}

const profileUrl = (network: SocialPost["from"]) =>
  hotel.social.find((link) => link.label === network)?.url ?? hotel.siteUrl;

/** One example post; its caption and picture's `alt` in the page's language. */
const examplePost = (id: number, from: SocialPost["from"], caption: string, alt: string): SocialPost => ({
  id,
  from,
  // The hotel's profile on that network, as staff keep it on the desk (read when shown).
  get src() {
    return profileUrl(from);
  },
  caption,
  image: { src: `/illustrations/social/post-${id}.svg`, width: 600, height: 600, alt },
});

/** What an example post says in one language: its caption, and its picture's alt text. */
export interface ExamplePostWords {
  caption: string;
  alt: string;
}

/** Each example's network, in order: post n shows /illustrations/social/post-n.svg. */
const exampleNetworks: readonly SocialPost["from"][] = [
  "Instagram",
  "Facebook",
  "Instagram",
  "Instagram",
  "Facebook",
  "Instagram",
  "Facebook",
  "Instagram",
];

/**
 * The examples with one language's words, one for each post in order; the posts' ids, networks and
 * pictures are written once, here. Words for another number of posts are a translation that lost or
 * gained one: it throws.
 */
export function examplePostsWith(words: readonly ExamplePostWords[]): readonly SocialPost[] {
  if (words.length !== exampleNetworks.length) {
    throw new Error(`${exampleNetworks.length} example posts, but words for ${words.length}`);
  }
  return exampleNetworks.map((from, index) => examplePost(index + 1, from, words[index].caption, words[index].alt));
}

/**
 * The home page's eight examples, shown as local previews until staff add the hotel's real posts on
 * the desk (product-rules.md: Reviews and social posts). In Hindi in `social-posts.hi.ts`; the home
 * page's loader sends the page's language's.
 */
export const socialPosts: readonly SocialPost[] = examplePostsWith([
  { caption: "Evening aarti on the ghats, a short walk from the river road.", alt: "Priests holding lamps at the evening aarti on the ghats" },
  { caption: "Today's thali: dal, seasonal sabzi, kadhi, rice and hot phulkas.", alt: "A vegetarian thali on a banana leaf" },
  { caption: "Fresh linen and marigolds: a Deluxe Room ready for its guests.", alt: "A made double bed in a warm, marigold-trimmed room" },
  { caption: "Our pool is taking shape beside the resort: opening soon.", alt: "The resort's pool in front of its arched facade" },
  { caption: "First light over Mandhata island and the Narmada.", alt: "Sunrise over the river and the temple island" },
  { caption: "A mandap on the lawn, lit for tonight's wedding.", alt: "A wedding mandap on a lawn under string lights" },
  { caption: "A boat ride across the Narmada to the Jyotirlinga.", alt: "A family in a wooden boat on the river" },
  { caption: "Rangoli and diyas at the entrance for Diwali.", alt: "A rangoli ringed with lit diyas" },
]);
