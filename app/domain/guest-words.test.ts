import { describe, expect, it } from "vitest";
import { itRefuses } from "./form-result-test-support";
import { parsePostForm, parseReviewForm, postFormValues, reviewFormValues } from "./guest-words";

const today = "2026-11-25";
const review = {
  text: "Clean rooms and the temple close by. The thali was excellent.",
  author: "Meera J.",
  place: "Pune",
  source: "Google",
  url: "https://maps.app.goo.gl/abc123",
  date: "2026-11-20",
  rating: "5",
};
const post = { caption: "Evening aarti on the ghats.", network: "Instagram", url: "https://www.instagram.com/p/C0ffee/", date: "2026-11-24" };

describe("a review from the desk", () => {
  it("keeps the guest's words, name, source, link, date and stars; stars and place may be left out", () => {
    expect(parseReviewForm(review, today)).toEqual({ ok: true, value: { ...review, rating: 5 } });
    expect(parseReviewForm({ ...review, place: "", rating: "" }, today)).toMatchObject({ ok: true, value: { place: "", rating: null } });
    expect(parseReviewForm({ ...review, date: today }, today).ok).toBe(true);
    expect(parseReviewForm({ ...review, text: "x".repeat(600), author: "x".repeat(60), place: "x".repeat(60) }, today).ok).toBe(true);
  });

  it("opens a saved review in its form as it was saved, stars or none", () => {
    const saved = { id: 3, ...review, source: "Google" as const, date: "2026-11-20" as const, rating: 5 };
    expect(reviewFormValues(saved)).toEqual(review);
    expect(reviewFormValues({ ...saved, rating: null }).rating).toBe("");
    expect(parseReviewForm(reviewFormValues(saved), today)).toEqual({ ok: true, value: { ...review, rating: 5 } });
  });

  itRefuses("refuses %o on %s", (change) => parseReviewForm({ ...review, ...change }, today), [
    [{ text: " " }, "text", "Write the guest's words as they wrote them"],
    [{ text: "x".repeat(601) }, "text", "The review must be 600 characters or fewer"],
    [{ author: "" }, "author", "Give the name the guest shows on the review"],
    [{ author: "x".repeat(61) }, "author", "The name must be 60 characters or fewer"],
    [{ place: "x".repeat(61) }, "place", "Where they came from must be 60 characters or fewer"],
    [{ source: "Yelp" }, "source", "Choose where the review was published"],
    [{ url: "" }, "url", "Give the link to the review"],
    [{ url: "http://maps.example/r" }, "url", "The link must be a full https:// address"],
    [{ url: `https://example.org/${"x".repeat(500)}` }, "url", "The link must be 500 characters or fewer"],
    [{ date: "" }, "date", "Give the date the review was published"],
    [{ date: "2026-11-26" }, "date", "The review's date cannot be in the future"],
    [{ date: "20/11/2026" }, "date", "Give the date the review was published"],
    [{ rating: "6" }, "rating", "Choose a rating from 1 to 5 stars, or none"],
    [{ rating: "0" }, "rating", "Choose a rating from 1 to 5 stars, or none"],
    [{ rating: "4.5" }, "rating", "Choose a rating from 1 to 5 stars, or none"],
  ]);
});

describe("a social post from the desk", () => {
  it("keeps the caption, network, link and date", () => {
    expect(parsePostForm(post, today)).toEqual({ ok: true, value: post });
    expect(parsePostForm({ ...post, network: "YouTube", url: "https://youtu.be/abc" }, today).ok).toBe(true);
    expect(parsePostForm({ ...post, network: "Facebook", url: "https://m.facebook.com/story.php?id=1" }, today).ok).toBe(true);
    expect(parsePostForm({ ...post, caption: "x".repeat(300) }, today).ok).toBe(true);
  });

  it("opens a saved post in its form as it was saved", () => {
    const saved = { id: 7, caption: post.caption, network: "Instagram" as const, url: post.url, date: "2026-11-24" as const };
    expect(parsePostForm(postFormValues(saved), today)).toEqual({ ok: true, value: post });
  });

  itRefuses("refuses %o on %s", (change) => parsePostForm({ ...post, ...change }, today), [
    [{ caption: "" }, "caption", "Write the post's caption"],
    [{ caption: "x".repeat(301) }, "caption", "The caption must be 300 characters or fewer"],
    [{ network: "X" }, "network", "Choose where the post was published"],
    [{ url: "" }, "url", "Give the link to the post"],
    [{ url: "https://www.facebook.com/narmada/posts/1" }, "url", "The link must be the post's address on that network"],
    [{ url: "https://notinstagram.com/p/1" }, "url", "The link must be the post's address on that network"],
    [{ url: "https://instagram.com.example.org/p/1" }, "url", "The link must be the post's address on that network"],
    [{ network: "YouTube", url: "https://www.instagram.com/p/1" }, "url", "The link must be the post's address on that network"],
    [{ url: "ftp://instagram.com/p/1" }, "url", "The link must be a full https:// address"],
    [{ url: `https://www.instagram.com/p/${"x".repeat(500)}` }, "url", "The link must be 500 characters or fewer"],
    [{ date: "" }, "date", "Give the date the post was published"],
    [{ date: "2026-02-30" }, "date", "Give the date the post was published"],
    [{ date: "2027-01-01" }, "date", "The post's date cannot be in the future"],
  ]);
});
