import { Icon } from "~/components/icon";
import { Illustration } from "~/components/illustration";
import { carousels } from "~/content/carousels";
import type { PostNetwork, SocialPostEntry } from "~/domain/guest-words";
import { fill, useLang, useWords } from "~/i18n/words";
import { guestDate } from "./guest-date";
import { HomeCarousel } from "./home-carousel";

const networkIcon = { Instagram: "instagram", Facebook: "facebook", YouTube: "youtube" } as const satisfies Record<PostNetwork, string>;

/** A post's link text: the network it opens, and that it opens in a new tab. */
function ViewOn({ network }: { network: string }) {
  const { social: w, newTab } = useWords("home");
  return (
    <span className="mt-3 block font-semibold text-river-700 group-hover:underline">
      {fill(w.viewOn, { network })}
      <span className="sr-only">{newTab}</span>
    </span>
  );
}

/**
 * Home page: the hotel's social posts. Each is a local preview (product-rules.md: Third-party
 * facades); the network's page opens only when the guest clicks, so nothing from Instagram or
 * Facebook loads with the home page. The real posts staff added on the desk are text cards linking
 * to each post, their captions as staff wrote them; until the first, eight illustrated examples in
 * the page's language link to the hotel's profiles (product-rules.md: Reviews and social posts).
 */
export function SocialCarousel({ posts }: { posts: readonly SocialPostEntry[] }) {
  const { social: w, examplePosts } = useWords("home");
  const lang = useLang();
  const slides =
    posts.length > 0
      ? posts.map((post) => (
          <a key={post.id} href={post.url} target="_blank" rel="noopener noreferrer" className="card-link flex h-full flex-col p-5">
            <span className="flex items-center gap-2 text-sm font-semibold text-ink">
              <Icon name={networkIcon[post.network]} className="h-5 w-5 text-river-700" />
              {post.network} · <time dateTime={post.date}>{guestDate(post.date, lang)}</time>
            </span>
            <span className="mt-3 block flex-1 text-lg text-ink-700">{post.caption}</span>
            <ViewOn network={post.network} />
          </a>
        ))
      : examplePosts.map((post) => (
          <a key={post.id} href={post.src} target="_blank" rel="noopener noreferrer" className="card-link">
            <span className="relative block overflow-hidden">
              <Illustration image={post.image} className="aspect-square h-auto w-full object-cover zoom-on-hover" />
              <span className="absolute left-3 top-3 flex items-center gap-2 rounded-pill bg-white/95 px-3 py-1 text-sm font-semibold text-ink">
                <Icon name={post.from === "Instagram" ? "instagram" : "facebook"} className="h-4 w-4 text-river-700" />
                {post.from}
              </span>
            </span>
            <span className="block p-5">
              <span className="block text-ink-700">{post.caption}</span>
              <ViewOn network={post.from} />
            </span>
          </a>
        ));
  return (
    <HomeCarousel
      id="home-social"
      eyebrow={w.eyebrow}
      title={posts.length > 0 ? w.title : w.examplesTitle}
      label={w.label}
      settings={carousels.social}
      slideClassName="py-2"
      slides={slides}
    />
  );
}
