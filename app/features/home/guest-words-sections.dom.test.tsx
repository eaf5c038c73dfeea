import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { socialPosts } from "~/content/social-posts";
import { stayExamples } from "~/content/testimonials";
import type { Review, SocialPostEntry } from "~/domain/guest-words";
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

function show(element: React.ReactElement) {
  document.body.innerHTML = renderToString(element);
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
    const section = show(<TestimonialsCarousel reviews={[review]} />);
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
    const section = show(<TestimonialsCarousel reviews={[{ ...review, rating: null, place: "" }]} />);
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
    const section = show(<SocialCarousel posts={[post]} />);
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
