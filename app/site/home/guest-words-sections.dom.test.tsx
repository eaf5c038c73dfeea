import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { socialPosts } from "~/content/social-posts";
import { socialPostsHi } from "~/content/social-posts.hi";
import { stayExamples } from "~/content/testimonials";
import { stayExamplesHi } from "~/content/testimonials.hi";
import type { GuestWords, Review, SocialPostEntry } from "~/domain/guest-words";
import type { Lang } from "~/i18n/lang";
import { withHomeWords } from "./home-test-support";
import { SocialCarousel } from "./social-carousel";
import { TestimonialsCarousel } from "./testimonials-carousel";

/**
 * The home page's guest and social sections as the server renders them (product-rules.md: Reviews
 * and social posts): the examples until staff add the first real one, never presented as a guest's
 * words; from then on only the real ones, each linked to where it was published.
 */
const review: Review = {
  id: 4,
  text: "Spotless rooms and a thali like home.",
  author: "Meera J.",
  place: "Pune",
  source: "Google",
  url: "https://maps.app.goo.gl/abc123",
  date: "2026-10-12",
  rating: 4,
};
const post: SocialPostEntry = { id: 9, caption: "Evening aarti on the ghats.", network: "YouTube", url: "https://youtu.be/aarti", date: "2026-11-02" };

/** As the server renders it on a page whose loader showed `shown`, in `lang`. */
function show(element: React.ReactElement, shown: Partial<GuestWords> = {}, lang: Lang = "en") {
  document.body.innerHTML = renderToString(withHomeWords(element, { lang, shown: { reviews: [], posts: [], ...shown } }));
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the home page's guest section", () => {
  it("without a review describes kinds of stay in the hotel's own voice: no names, no quotes, no review links", () => {
    const section = show(<TestimonialsCarousel reviews={[]} />);
    expect(section.querySelector("h2")?.textContent).toBe("Stays we are made for");
    expect(section.querySelector('[aria-label="Kinds of stay"]')).not.toBeNull();
    expect([...section.querySelectorAll("h3")].map((heading) => heading.textContent)).toEqual(stayExamples.map((example) => example.title));
    expect(section.querySelectorAll("blockquote, figure, img, a[href^='http']")).toHaveLength(0);
    expect(section.textContent).not.toMatch(/[“”"]|Read on|Rated/);
  });

  it("with one review shows only it: the words, name and place, stars, and 'Read on Google · October 12th, 2026' linking to it", () => {
    const section = show(<TestimonialsCarousel reviews={[review]} />, { reviews: [review] });
    expect(section.querySelector("h2")?.textContent).toBe("What our guests say");
    expect(section.querySelector('[aria-label="Kinds of stay"]')).toBeNull();
    expect(section.querySelectorAll("blockquote")).toHaveLength(1);
    expect(section.querySelector("blockquote")?.textContent).toBe("“Spotless rooms and a thali like home.”");
    expect(section.querySelector("blockquote")?.getAttribute("cite")).toBe(review.url);
    expect(section.querySelector("figcaption")?.textContent).toContain("Meera J., Pune");
    const link = section.querySelector("figcaption a");
    expect(link?.getAttribute("href")).toBe(review.url);
    expect(link?.textContent).toMatch(/^Read on Google · October 12th, 2026/);
    expect(link?.querySelector("time")?.getAttribute("datetime")).toBe("2026-10-12");
    expect(section.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe("Rated 4 out of 5");
    for (const example of stayExamples) expect(section.textContent).not.toContain(example.title);
  });

  it("shows no stars for a review without a rating", () => {
    const shown = [{ ...review, rating: null, place: "" }];
    const section = show(<TestimonialsCarousel reviews={shown} />, { reviews: shown });
    expect(section.querySelector('[role="img"]')).toBeNull();
    expect(section.querySelector("figcaption span")?.textContent).toBe("Meera J.");
  });
});

describe("the home page's social section", () => {
  it("without a post shows the eight illustrated examples", () => {
    const section = show(<SocialCarousel posts={[]} />);
    expect(section.querySelectorAll("a.card-link")).toHaveLength(socialPosts.length);
    expect(section.querySelectorAll("img").length).toBeGreaterThan(0);
  });

  it("with one post shows only it: its caption, network and date, linking to the post, with no image from anywhere", () => {
    const section = show(<SocialCarousel posts={[post]} />, { posts: [post] });
    const cards = section.querySelectorAll("a.card-link");
    expect(cards).toHaveLength(1);
    expect(cards[0]?.getAttribute("href")).toBe(post.url);
    expect(cards[0]?.textContent).toContain("Evening aarti on the ghats.");
    expect(cards[0]?.textContent).toContain("View on YouTube");
    expect(cards[0]?.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-02");
    expect(section.querySelectorAll("img, iframe")).toHaveLength(0);
    for (const example of socialPosts) expect(section.textContent).not.toContain(example.caption);
  });
});

describe("the guest and social sections on the Hindi home page (product-rules.md: Hindi)", () => {
  it("describe the kinds of stay in Hindi", () => {
    const section = show(<TestimonialsCarousel reviews={[]} />, {}, "hi");
    expect(section.querySelector("h2")?.textContent).toBe("किन यात्राओं के लिए हम बने हैं");
    expect(section.querySelector('[aria-label="ठहराव के प्रकार"]')).not.toBeNull();
    expect([...section.querySelectorAll("h3")].map((heading) => heading.textContent)).toEqual(stayExamplesHi.map((example) => example.title));
  });

  it("show a guest's review as written, with the rest in Hindi and a Hindi date", () => {
    const section = show(<TestimonialsCarousel reviews={[review]} />, { reviews: [review] }, "hi");
    expect(section.querySelector("h2")?.textContent).toBe("हमारे मेहमान क्या कहते हैं");
    expect(section.querySelector("blockquote")?.textContent).toBe("“Spotless rooms and a thali like home.”");
    expect(section.querySelector("figcaption")?.textContent).toContain("Meera J., Pune");
    expect(section.querySelector("figcaption a")?.textContent).toBe("Google पर पढ़ें · 12 अक्टूबर 2026 (नए टैब में खुलेगा)");
  });

  it("name a review from another site in Hindi", () => {
    const other = { ...review, source: "Other" as const };
    const section = show(<TestimonialsCarousel reviews={[other]} />, { reviews: [other] }, "hi");
    expect(section.querySelector("figcaption a")?.textContent).toMatch(/^मूल वेबसाइट पर पढ़ें · /);
  });

  it("show the example posts in Hindi, and a real post's caption as written", () => {
    const examples = show(<SocialCarousel posts={[]} />, {}, "hi");
    expect(examples.querySelector("h2")?.textContent).toBe("हमारे Instagram और Facebook से");
    expect(examples.querySelectorAll("a.card-link")).toHaveLength(socialPostsHi.length);
    expect(examples.textContent).toContain(socialPostsHi[0]?.caption);
    expect(examples.textContent).toContain("Instagram पर देखें");
    const real = show(<SocialCarousel posts={[post]} />, { posts: [post] }, "hi");
    const card = real.querySelector("a.card-link");
    expect(card?.textContent).toContain("Evening aarti on the ghats.");
    expect(card?.textContent).toContain("YouTube · 2 नवंबर 2026");
    expect(card?.textContent).toContain("YouTube पर देखें");
  });
});
