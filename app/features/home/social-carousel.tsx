import { Carousel } from "~/components/carousel";
import { Icon } from "~/components/icon";
import { Illustration } from "~/components/illustration";
import { carousels } from "~/content/carousels";
import { socialPosts } from "~/content/social-posts";
import { HomeSection } from "./home-section";

/**
 * Home page: eight social posts. Each is a local preview (product-rules.md: Third-party facades);
 * the network's page opens only when the guest clicks, so nothing from Instagram or Facebook loads
 * with the home page.
 */
export function SocialCarousel() {
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
