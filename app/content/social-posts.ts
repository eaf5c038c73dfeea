import type { ImageSource } from "../components/illustration";
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
export const examplePost = (id: number, from: SocialPost["from"], caption: string, alt: string): SocialPost => ({
  id,
  from,
  // The hotel's profile on that network, as staff keep it on the desk (read when shown).
  get src() {
    return profileUrl(from);
  },
  caption,
  image: { src: `/illustrations/social/post-${id}.svg`, width: 600, height: 600, alt },
});

/**
 * The home page's eight examples, shown as local previews until staff add the hotel's real posts on
 * the desk (product-rules.md: Reviews and social posts). In Hindi in `social-posts.hi.ts`; the home
 * page's loader sends the page's language's.
 */
export const socialPosts: readonly SocialPost[] = [
  examplePost(1, "Instagram", "Evening aarti on the ghats, a short walk from the river road.", "Priests holding lamps at the evening aarti on the ghats"),
  examplePost(2, "Facebook", "Today's thali: dal, seasonal sabzi, kadhi, rice and hot phulkas.", "A vegetarian thali on a banana leaf"),
  examplePost(3, "Instagram", "Fresh linen and marigolds: a Deluxe Room ready for its guests.", "A made double bed in a warm, marigold-trimmed room"),
  examplePost(4, "Instagram", "Our pool is taking shape beside the resort: opening soon.", "The resort's pool in front of its arched facade"),
  examplePost(5, "Facebook", "First light over Mandhata island and the Narmada.", "Sunrise over the river and the temple island"),
  examplePost(6, "Instagram", "A mandap on the lawn, lit for tonight's wedding.", "A wedding mandap on a lawn under string lights"),
  examplePost(7, "Facebook", "A boat ride across the Narmada to the Jyotirlinga.", "A family in a wooden boat on the river"),
  examplePost(8, "Instagram", "Rangoli and diyas at the entrance for Diwali.", "A rangoli ringed with lit diyas"),
];
