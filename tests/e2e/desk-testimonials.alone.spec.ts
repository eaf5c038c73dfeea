import { expect, test } from "@playwright/test";
import { todayInHotel } from "../../app/domain/hotel-date";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { hydrated, openPage } from "./support/page";
import { reachPart } from "./support/reach-part";
import { openDeskOnPhone } from "./support/desk-page";

/**
 * Reviews and social posts (product-rules.md: Reviews and social posts), with the local identity:
 * staff add a guest's review (and correct it) and a post; the home page shows them in place of its examples, each
 * linked to where it was published. They change the home page for everyone, so this runs in the
 * "alone" project and removes them again.
 */
const reviewUrl = "https://maps.app.goo.gl/narmadaReview1";
const postUrl = "https://www.instagram.com/p/NarmadaAarti/";

test("a review and a post added on the desk replace the home page's examples, linked to where they were published", async ({ page }) => {
  await openDeskOnPhone(page, "/admin/testimonials", "Reviews and posts");
  await expectNoSeriousA11yViolations(page);
  const reviews = page.getByRole("region", { name: "Guest reviews" });
  const posts = page.getByRole("region", { name: "Social posts" });

  try {
    await reviews.getByLabel("The guest's words").fill("We came for darshan with my parents. Spotless rooms and a thali like home.");
    await reviews.getByLabel("Name shown on the review").fill("Meera J.");
    await reviews.getByLabel("From (optional)").fill("Pune");
    await reviews.getByLabel("Published on").selectOption("Google");
    await reviews.getByLabel("Link to the review").fill("http://maps.example/r");
    await reviews.getByLabel("Stars (optional)").selectOption("5");
    await reviews.getByRole("button", { name: "Add review" }).click();
    await expect(page.getByText("The link must be a full https:// address")).toBeVisible();
    await reviews.getByLabel("Link to the review").fill(reviewUrl);
    await reviews.getByRole("button", { name: "Add review" }).click();
    await expect(page.getByRole("status")).toHaveText("Review added. The home page shows it within a minute, in place of the examples.");

    // A slip corrected: Change opens the review in its form, by keyboard, and Save changes puts it live.
    await reviews.getByRole("link", { name: "Change the review by Meera J." }).focus();
    await page.keyboard.press("Enter");
    await expect(reviews.getByRole("heading", { name: "Change the review by Meera J." })).toBeFocused();
    await expect(reviews.getByLabel("Link to the review")).toHaveValue(reviewUrl);
    await expect(reviews.getByLabel("Stars (optional)")).toHaveValue("5");
    await reviews.getByLabel("The guest's words").fill("We came for darshan with my parents. Spotless rooms and a thali just like home.");
    await expect(reviews.getByRole("button", { name: "Add review" })).toHaveCount(0);
    await reviews.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toHaveText("Review changed. The home page shows it within a minute.");
    await expect(reviews.getByRole("heading", { name: "Add a review" })).toBeVisible();
    await expect(reviews.getByRole("listitem")).toHaveCount(1);

    await posts.getByLabel("Caption").fill("Evening aarti on the ghats, a short walk from the resort.");
    await posts.getByLabel("Published on").selectOption("Instagram");
    await posts.getByLabel("Link to the post").fill(postUrl);
    await posts.getByLabel("Date posted").fill(todayInHotel(new Date()));
    await posts.getByRole("button", { name: "Add post" }).click();
    await expect(page.getByRole("status")).toHaveText("Post added. The home page shows it within a minute.");

    await openPage(page, "/");
    const homeReviews = page.getByRole("region", { name: "Guest reviews" });
    await homeReviews.scrollIntoViewIfNeeded();
    await expect(homeReviews).toContainText("Spotless rooms and a thali just like home.");
    await expect(homeReviews).toContainText("Meera J., Pune");
    await expect(homeReviews.getByRole("link", { name: /Read on Google/ })).toHaveAttribute("href", reviewUrl);
    await expect(homeReviews.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Kinds of stay" })).toHaveCount(0);
    const homePosts = page.getByRole("region", { name: "Social media posts" });
    await homePosts.scrollIntoViewIfNeeded();
    await expect(homePosts.getByRole("link", { name: /View on Instagram/ })).toHaveAttribute("href", postUrl);
    await expect(homePosts.getByRole("group")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // The events page's previews quote it too, with its source.
    await openPage(page, "/Event");
    await reachPart(page.getByRole("link", { name: "Preview weddings" }));
    await page.getByRole("link", { name: "Preview weddings" }).click();
    const preview = page.getByRole("dialog", { name: "Weddings" });
    await expect(preview.getByRole("heading", { name: "What our guests say" })).toBeVisible();
    await expect(preview.locator("blockquote")).toContainText("Spotless rooms and a thali just like home.");
    await expect(preview.getByRole("link", { name: /^Google,/ })).toHaveAttribute("href", reviewUrl);
  } finally {
    await page.goto("/admin/testimonials");
    await hydrated(page);
    for (const region of [reviews, posts]) {
      const remove = region.getByRole("button", { name: /^Remove/ });
      for (let left = await remove.count(); left > 0; left -= 1) {
        await remove.first().click();
        await expect(page.getByRole("status")).toHaveText("Removed.");
        await expect(remove).toHaveCount(left - 1);
      }
    }
  }
  await openPage(page, "/");
  await expect(page.getByRole("region", { name: "Kinds of stay" })).toBeAttached();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("a post is added, refused with the field's reason, changed and removed as plain forms", async ({ page }) => {
    await page.goto("/admin/testimonials");
    const posts = page.getByRole("region", { name: "Social posts" });
    try {
      await posts.getByLabel("Caption").fill("Lamps on the river for Kartik Purnima.");
      await posts.getByLabel("Published on").selectOption("Facebook");
      await posts.getByLabel("Link to the post").fill("https://www.facebook.com/narmada/posts/42");
      await posts.getByRole("button", { name: "Add post" }).click();
      await expect(page.getByRole("status")).toHaveText("Post added. The home page shows it within a minute.");

      await posts.getByRole("link", { name: /^Change the Facebook post/ }).click();
      await expect(posts.getByRole("heading", { name: /^Change the Facebook post/ })).toBeVisible();
      await expect(posts.getByLabel("Caption")).toHaveValue("Lamps on the river for Kartik Purnima.");
      await posts.getByLabel("Published on").selectOption("YouTube");
      await posts.getByRole("button", { name: "Save changes" }).click();
      // Refused: the link is not on YouTube. The form stays on the same post with what was typed.
      await expect(posts.getByText("The link must be the post's address on that network")).toBeVisible();
      await expect(posts.getByLabel("Link to the post")).toHaveAttribute("aria-invalid", "true");
      await expect(posts.getByLabel("Published on")).toHaveValue("YouTube");
      await posts.getByLabel("Link to the post").fill("https://www.youtube.com/watch?v=kartik");
      await posts.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("status")).toHaveText("Post changed. The home page shows it within a minute.");
      await expect(posts.getByRole("listitem")).toHaveCount(1);
      await expect(posts.getByRole("listitem")).toContainText("YouTube");

      await page.goto("/");
      const homePosts = page.getByRole("region", { name: "Social media posts" });
      await expect(homePosts.getByRole("link", { name: /View on YouTube/ })).toHaveAttribute("href", "https://www.youtube.com/watch?v=kartik");
    } finally {
      await page.goto("/admin/testimonials");
      const remove = posts.getByRole("button", { name: /^Remove/ });
      for (let left = await remove.count(); left > 0; left -= 1) {
        await remove.first().click();
        await expect(page.getByRole("status")).toHaveText("Removed.");
      }
    }
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Social media posts" }).locator("img").first()).toBeAttached();
  });
});
