import { describe, expect, it } from "vitest";
import { pageMeta } from "~/components/seo";
import { heroSlides } from "~/content/hero-slides";
import { heroSlidesHi } from "~/content/hero-slides.hi";
import { numberMismatches, shapeOf, untranslated } from "~/content/hindi-copy-test-support";
import { socialPosts } from "~/content/social-posts";
import { socialPostsHi } from "~/content/social-posts.hi";
import type { Room } from "~/domain/api-types";
import { homeBookingRequestWordingEn } from "~/domain/home-booking-request-schema";
import { homeBookingRequestWordingHi } from "~/domain/home-booking-request-schema.hi";
import { answersOf, homeRequestWords, wordingOf } from "../../enquiries/booking-request/home-request-words.server";
import { roomCardWordsHi } from "../rooms/room-card-words.hi";
import { festiveSlideCopy } from "./festive-slide-copy";
import { festiveSlideCopyIn } from "./festive-slide-in-lang";
import { homeContentWords, homeMeta, homeStructuredData } from "./home-loader.server";
import { homeMetaWordsEn, homeWordsEn } from "./home-words";
import { homeMetaWordsHi, homeWordsHi } from "./home-words.hi";
import { hotelJsonLd } from "./hotel-json-ld";
import { serverDrawnWordsIn } from "~/server-drawn-words.server";

const rooms = [{ room_price: 4500 }, { room_price: 11000 }] as Room[];
const none = { reviews: [], posts: [] };

/** The hero slides' `background` is how the slide moves, not copy. */
const copyOnly = (words: typeof homeWordsHi) => ({
  ...words,
  slides: words.slides.map(({ background: _background, ...slide }) => slide),
});

describe("the home page's words in Hindi (product-rules.md: Hindi)", () => {
  it("have the English words' shape: the same sections, slides, examples, pictures and links", () => {
    expect(shapeOf(homeWordsHi)).toEqual(shapeOf(homeWordsEn));
    expect(shapeOf(homeMetaWordsHi)).toEqual(shapeOf(homeMetaWordsEn));
    expect(heroSlidesHi.map(({ id, image, background, tour, link }) => ({ id, src: image.src, background, tour, to: link.to }))).toEqual(
      heroSlides.map(({ id, image, background, tour, link }) => ({ id, src: image.src, background, tour, to: link.to })),
    );
    expect(socialPostsHi.map(({ id, from, src, image }) => ({ id, from, src, image: image.src }))).toEqual(
      socialPosts.map(({ id, from, src, image }) => ({ id, from, src, image: image.src })),
    );
  });

  it("state the same figures as the English words", () => {
    expect(numberMismatches(homeWordsEn, homeWordsHi)).toEqual([]);
    expect(numberMismatches(homeMetaWordsEn, homeMetaWordsHi)).toEqual([]);
  });

  it("leave no English word in the Hindi copy", () => {
    expect(untranslated(copyOnly(homeWordsHi))).toEqual([]);
    expect(untranslated(homeMetaWordsHi)).toEqual([]);
  });
});

describe("the home page's data in the page's language", () => {
  it("sends the home, request, form and room card words in the page's language", () => {
    const hi = homeContentWords("hi", none);
    expect(hi.home.hero).toEqual(homeWordsHi.hero);
    expect(hi.roomCard).toEqual(roomCardWordsHi);
    expect(hi.homeRequest.heading).toBe("बुकिंग का अनुरोध भेजें");
    expect(hi.intake.checkFields.one).toMatch(/[\u0900-\u097F]/);
    expect(homeContentWords("en", none).home.hero).toEqual(homeWordsEn.hero);
  });

  it("leaves the server-drawn sections' words out of a document's data, and the server renders with them", () => {
    const document = homeContentWords("hi", none, true).home;
    for (const key of ["facilities", "about", "temple"]) expect(document).not.toHaveProperty(key);
    expect(document.strip).toEqual(homeWordsHi.strip);
    // A client-side visit's data carries them: there is no drawn HTML to keep.
    const visit = homeContentWords("hi", none, false).home;
    expect(visit.facilities).toEqual(homeWordsHi.facilities);
    expect(visit.about).toEqual(homeWordsHi.about);
    expect(visit.temple).toEqual(homeWordsHi.temple);
    expect(serverDrawnWordsIn("hi").home?.facilities).toEqual(homeWordsHi.facilities);
    expect(serverDrawnWordsIn("en").home?.temple).toEqual(homeWordsEn.temple);
  });

  it("sends the examples only while the page shows them", () => {
    expect(homeContentWords("hi", none).home.stayExamples).toEqual(homeWordsHi.stayExamples);
    const review = { id: 1, text: "Lovely", author: "A", place: "", source: "Google", url: "https://g.co/r", date: "2026-10-01", rating: 5 } as const;
    const post = { id: 2, caption: "Aarti", network: "Instagram", url: "https://instagram.com/p/1", date: "2026-10-01" } as const;
    const words = homeContentWords("en", { reviews: [review], posts: [post] });
    expect(words.home.stayExamples).toEqual([]);
    expect(words.home.examplePosts).toEqual([]);
  });

  it("answers and checks the booking request form in English as before, and in Hindi on /hi", () => {
    expect(answersOf(homeRequestWords("en"))).toEqual({
      success: "Booking request submitted successfully!",
      failure: "Failed to submit booking request. Please try again.",
      networkError: "We could not reach the hotel. Please check your connection and try again.",
      checkFields: { one: "Please check the highlighted field.", other: "Please check the {n} highlighted fields." },
      reasons: null,
    });
    expect(wordingOf("en")).toEqual(homeBookingRequestWordingEn);
    expect(wordingOf("hi")).toEqual(homeBookingRequestWordingHi);
    const hi = answersOf(homeRequestWords("hi"));
    for (const text of [hi.success, hi.failure, hi.networkError, hi.checkFields?.one]) expect(text).toMatch(/^[^A-Za-z]*$/);
    expect(hi.reasons?.rate_limited).toMatch(/[\u0900-\u097F]/);
  });
});

describe("the home page's meta", () => {
  it("is in English exactly as before; the Hotel block is the page's structured data", () => {
    expect(homeMeta("en")).toEqual(pageMeta({ path: "/" }));
    expect(homeStructuredData("en", rooms)).toEqual(hotelJsonLd(rooms));
    expect(homeStructuredData("en", null)).toEqual(hotelJsonLd(null));
  });

  it("is in Hindi on /hi: title, description, canonical, locale and the Hotel block", () => {
    const meta = homeMeta("hi");
    const find = (test: (item: Record<string, unknown>) => boolean) => meta.find(test);
    expect(find((item) => "title" in item)?.title).toBe("ओंकारेश्वर ज्योतिर्लिंग के पास नर्मदा किनारे होटल | Narmada Riverside Resort");
    expect(find((item) => item.name === "description")?.content).toBe(homeMetaWordsHi.description);
    expect(find((item) => item.rel === "canonical")?.href).toBe("https://narmada-riverside.example/hi");
    expect(find((item) => item.property === "og:locale")?.content).toBe("hi_IN");
    expect(find((item) => "script:ld+json" in item)).toBeUndefined();
    const ld = homeStructuredData("hi", rooms) as Record<string, unknown>;
    expect(ld.description).toBe(homeMetaWordsHi.description);
    expect(ld.priceRange).toBe("₹4,500 – ₹11,000 प्रति रात");
    const amenities = (ld.amenityFeature as { name: string }[]).map((feature) => feature.name);
    expect(amenities.length).toBeGreaterThan(0);
    for (const name of amenities) expect(name).toMatch(/[\u0900-\u097F]/);
  });
});

describe("the festive slide in Hindi", () => {
  const slide = homeWordsHi.slides[0];

  it("words a running offer in Hindi with Hindi dates; the offer's name is as staff wrote it in Hindi", () => {
    const copy = festiveSlideCopyIn("2026-11-21", slide, homeWordsHi.festive, "hi");
    expect(copy.eyebrow).toBe("त्योहारी मौसम का ऑफ़र");
    expect(copy.heading).toBe("इस त्योहारी मौसम में हर रात 10% की छूट");
    expect(copy.paragraph).toContain("1 अक्टूबर 2026 से 31 जनवरी 2027 के बीच चेक-इन करने पर कमरे के किराये पर 10% की छूट");
  });

  it("announces an offer before it starts, and falls back to the Hindi slide after it ends", () => {
    const coming = festiveSlideCopyIn("2026-08-01", slide, homeWordsHi.festive, "hi");
    expect(coming.eyebrow).toBe("जल्द आ रहा है: त्योहारी मौसम का ऑफ़र");
    expect(coming.heading).toBe("इस त्योहारी मौसम में 10% की छूट");
    const after = festiveSlideCopyIn("2027-02-01", slide, homeWordsHi.festive, "hi");
    expect(after).toEqual({ eyebrow: slide.eyebrow, heading: slide.heading, paragraph: slide.paragraph, offer: null });
  });

  it("shows staff's Hindi slide words where they wrote them, their English where they did not, never a blank", () => {
    const offer = {
      id: "festive",
      title: "Diwali offer",
      percentOff: 15,
      startsOn: "2026-10-20",
      endsOn: "2026-11-10",
      heroHeading: "Diwali on the ghats",
      heroText: "Fifteen percent off.",
    } as const;
    const worded = festiveSlideCopyIn("2026-10-25", slide, homeWordsHi.festive, "hi", [
      { ...offer, hi: { title: "दीपावली ऑफ़र", heroHeading: "घाटों पर दीपावली", heroText: "हर रात 15% की छूट।" } },
    ]);
    expect(worded).toMatchObject({ eyebrow: "दीपावली ऑफ़र", heading: "घाटों पर दीपावली", paragraph: "हर रात 15% की छूट।" });
    const halfWorded = festiveSlideCopyIn("2026-10-25", slide, homeWordsHi.festive, "hi", [{ ...offer, hi: { title: "", heroText: "हर रात 15% की छूट।" } }]);
    expect(halfWorded).toMatchObject({ eyebrow: "Diwali offer", heading: "Diwali on the ghats", paragraph: "हर रात 15% की छूट।" });
    // Without staff's words in either language, the Hindi page's own.
    const unworded = festiveSlideCopyIn("2026-10-25", slide, homeWordsHi.festive, "hi", [{ id: "festive", title: "Diwali offer", percentOff: 15, hi: { heroHeading: "  " } }]);
    expect(unworded.heading).toBe("इस त्योहारी मौसम में हर रात 15% की छूट");
    // The English page never shows the Hindi.
    expect(festiveSlideCopyIn("2026-10-25", heroSlides[0], homeWordsEn.festive, "en", [{ ...offer, hi: { title: "दीपावली ऑफ़र" } }]).eyebrow).toBe("Diwali offer");
  });

  it("is the English page's own with the English words", () => {
    for (const day of ["2026-11-21", "2026-08-01", "2027-02-01"] as const) {
      expect(festiveSlideCopyIn(day, heroSlides[0], homeWordsEn.festive, "en")).toEqual(festiveSlideCopy(day, heroSlides[0]));
    }
  });
});
