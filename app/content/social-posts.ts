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

const post = (id: number, from: SocialPost["from"], caption: string, alt: string): SocialPost => ({
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
 * the desk (product-rules.md: Reviews and social posts).
 */
export const socialPosts: readonly SocialPost[] = [
  post(1, "Instagram", "Evening aarti on the ghats, a short walk from the river road.", "Priests holding lamps at the evening aarti on the ghats"),
  post(2, "Facebook", "Today's thali: dal, seasonal sabzi, kadhi, rice and hot phulkas.", "A vegetarian thali on a banana leaf"),
  post(3, "Instagram", "Fresh linen and marigolds: a Deluxe Room ready for its guests.", "A made double bed in a warm, marigold-trimmed room"),
  post(4, "Instagram", "Our pool is taking shape beside the resort: opening soon.", "The resort's pool in front of its arched facade"),
  post(5, "Facebook", "First light over Mandhata island and the Narmada.", "Sunrise over the river and the temple island"),
  post(6, "Instagram", "A mandap on the lawn, lit for tonight's wedding.", "A wedding mandap on a lawn under string lights"),
  post(7, "Facebook", "A boat ride across the Narmada to the Jyotirlinga.", "A family in a wooden boat on the river"),
  post(8, "Instagram", "Rangoli and diyas at the entrance for Diwali.", "A rangoli ringed with lit diyas"),
];
