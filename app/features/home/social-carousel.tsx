import { Carousel } from "~/components/carousel";
import { Icon } from "~/components/icon";
import { Illustration } from "~/components/illustration";
import { carousels } from "~/content/carousels";
import { socialPosts } from "~/content/social-posts";
import { monthDayAndYear } from "~/domain/date-words";
import type { PostNetwork, SocialPostEntry } from "~/domain/guest-words";
import { HomeSection } from "./home-section";

const networkIcon = { Instagram: "instagram", Facebook: "facebook", YouTube: "youtube" } as const satisfies Record<PostNetwork, string>;

/**
 * Home page: the hotel's social posts. Each is a local preview (product-rules.md: Third-party
 * facades); the network's page opens only when the guest clicks, so nothing from Instagram or
 * Facebook loads with the home page. The real posts staff added on the desk are text cards linking
 * to each post; until the first, eight illustrated examples link to the hotel's profiles
 * (product-rules.md: Reviews and social posts).
 */
export function SocialCarousel({ posts }: { posts: readonly SocialPostEntry[] }) {
  if (posts.length > 0) {
    return (
      <HomeSection id="home-social" eyebrow="Follow the riverside" title="From our social pages">
        <Carousel
          label="Social media posts"
          className="mt-12"
          {...carousels.social}
          slideClassName="py-2"
          slides={posts.map((post) => (
            <a key={post.id} href={post.url} target="_blank" rel="noopener noreferrer" className="card-link flex h-full flex-col p-5">
              <span className="flex items-center gap-2 text-sm font-semibold text-ink">
                <Icon name={networkIcon[post.network]} className="h-5 w-5 text-river-700" />
                {post.network} · <time dateTime={post.date}>{monthDayAndYear(post.date)}</time>
              </span>
              <span className="mt-3 block flex-1 text-lg text-ink-700">{post.caption}</span>
              <span className="mt-3 block font-semibold text-river-700 group-hover:underline">
                View on {post.network}
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </a>
          ))}
        />
      </HomeSection>
    );
  }
  return (
    <HomeSection id="home-social" eyebrow="Follow the riverside" title="From our Instagram and Facebook">
      <Carousel
        label="Social media posts"
        className="mt-12"
        {...carousels.social}
        slideClassName="py-2"
        slides={socialPosts.map((post) => (
          <a
            key={post.id}
            href={post.src}
            target="_blank"
            rel="noopener noreferrer"
            className="card-link"
          >
            <span className="relative block overflow-hidden">
              <Illustration
                image={post.image}
                className="aspect-square h-auto w-full object-cover zoom-on-hover"
              />
              <span className="absolute left-3 top-3 flex items-center gap-2 rounded-pill bg-white/95 px-3 py-1 text-sm font-semibold text-ink">
                <Icon name={post.from === "Instagram" ? "instagram" : "facebook"} className="h-4 w-4 text-river-700" />
                {post.from}
              </span>
            </span>
            <span className="block p-5">
              <span className="block text-ink-700">{post.caption}</span>
              <span className="mt-3 block font-semibold text-river-700 group-hover:underline">
                View on {post.from}
                <span className="sr-only"> (opens in a new tab)</span>
              </span>
            </span>
          </a>
        ))}
      />
    </HomeSection>
  );
}
