import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { contentVersion } from "../../app/server/content-version.server";
import { createServices } from "../../app/server/create-services.server";
import { deskRequestContext, expectFormRefused, reception } from "./desk-helpers";

const route = () => import("../../app/desk/reviews/admin-testimonials");

let keys = 0;
async function send(fields: Record<string, string>, options: { mode?: "embedded" | "upstream"; staff?: null; requestKey?: string } = {}) {
  const { action } = await route();
  const request = new Request("https://resort.example/admin/testimonials", {
    method: "POST",
    body: new URLSearchParams({ request_key: options.requestKey ?? `words-${Date.now()}-${keys++}`, ...fields }),
  });
  const context = deskRequestContext({ mode: options.mode, now: new Date("2026-11-25T06:00:00Z"), ...(options.staff === null ? { staff: null } : {}) });
  const path = "/admin/testimonials";
  return action({ context, request, params: {}, url: new URL(request.url), pattern: path, unstable_pattern: path } as never);
}

const review = (author: string) => ({
  intent: "add-review",
  text: `A calm stay by the river, wrote ${author}.`,
  author,
  place: "Indore",
  source: "Google",
  url: `https://maps.app.goo.gl/${author.replace(/\W/g, "")}`,
  date: "2026-11-20",
  rating: "4",
});

const homeWords = () => createServices(env, createExecutionContext()).guestWords.list();
const ids = async () => (await homeWords()).reviews.map((entry) => entry.author);

afterEach(async () => {
  await env.DB.prepare("DELETE FROM guest_words").run();
  const { keys: cached } = await env.CACHE.list();
  await Promise.all(cached.map((key) => env.CACHE.delete(key.name)));
});

describe("reviews and posts from the desk", () => {
  it("start empty, so the home page shows its examples; a review added shows at once, audited, with a new content version", async () => {
    expect(await homeWords()).toEqual({ reviews: [], posts: [] });
    const versionBefore = await contentVersion(env.CACHE);
    const answer = (await send(review("Meera J."), { requestKey: "review-once" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/testimonials?done=add-review");
    expect((await homeWords()).reviews).toEqual([
      expect.objectContaining({ author: "Meera J.", place: "Indore", source: "Google", date: "2026-11-20", rating: 4, url: "https://maps.app.goo.gl/MeeraJ" }),
    ]);
    expect(await contentVersion(env.CACHE)).not.toBe(versionBefore);
    const audit = await env.DB.prepare("SELECT staff_email, subject, action FROM desk_audit WHERE request_key = 'review-once'").all();
    expect(audit.results).toEqual([{ staff_email: reception.email, subject: "guest_words", action: "review_added" }]);
    // The same form again adds nothing.
    await send(review("Meera J."), { requestKey: "review-once" });
    expect(await ids()).toEqual(["Meera J."]);
  });

  it("order and remove, each kind on its own", async () => {
    for (const name of ["A.", "B.", "C."]) await send(review(name));
    await send({ intent: "add-post", caption: "Aarti tonight.", network: "Instagram", url: "https://www.instagram.com/p/x/", date: "2026-11-24" });
    const listed = await (await route()).loader({ context: deskRequestContext(), request: new Request("https://resort.example/admin/testimonials"), params: {} } as never);
    const idOf = (author: string) => String(listed.reviews.find((entry) => entry.author === author)?.id);
    expect(listed.posts).toHaveLength(1);

    await send({ intent: "up", id: idOf("C.") });
    expect(await ids()).toEqual(["A.", "C.", "B."]);
    await send({ intent: "down", id: idOf("A.") });
    expect(await ids()).toEqual(["C.", "A.", "B."]);
    // Moving the first one earlier changes nothing.
    await send({ intent: "up", id: idOf("C.") });
    expect(await ids()).toEqual(["C.", "A.", "B."]);
    await send({ intent: "remove", id: idOf("A.") });
    expect(await ids()).toEqual(["C.", "B."]);
    expect((await homeWords()).posts).toEqual([expect.objectContaining({ caption: "Aarti tonight.", network: "Instagram" })]);
    const gone = (await send({ intent: "remove", id: idOf("A.") })) as { data: { error: string }; init: ResponseInit };
    expect(gone.init.status).toBe(404);
    expect(gone.data.error).toBe("That review or post is no longer on the list.");
  });

  it("refuse a bad review with each field's message and keep what was typed", async () => {
    const refused = await send({ ...review("Z."), author: "", url: "http://example.org", date: "2026-12-01" });
    expectFormRefused(refused, {
      form: "add-review",
      error: "Please check the highlighted fields.",
      fields: {
        author: "Give the name the guest shows on the review",
        url: "The link must be a full https:// address",
        date: "The review's date cannot be in the future",
      },
      values: { text: "A calm stay by the river, wrote Z.." },
    });
    expect(await homeWords()).toEqual({ reviews: [], posts: [] });
  });

  it("stay editable upstream, and refuse anyone not signed in, a form without its key and an unknown change", async () => {
    expect(((await send(review("Upstream U."), { mode: "upstream" })) as Response).status).toBe(303);
    expect(await ids()).toEqual(["Upstream U."]);
    const upstreamId = String((await homeWords()).reviews[0]?.id);
    const changed = (await send({ ...review("Upstream V."), intent: "edit-review", id: upstreamId }, { mode: "upstream" })) as Response;
    expect(changed.status).toBe(303);
    expect(await ids()).toEqual(["Upstream V."]);
    await expect(send(review("X."), { staff: null })).rejects.toMatchObject({ init: { status: 401 } });
    const keyless = (await send(review("X."), { requestKey: "" })) as { data: { error: string }; init: ResponseInit };
    expect(keyless.init.status).toBe(400);
    expect(keyless.data.error).toBe("This form was incomplete. Reload the page and try again.");
    const unknown = (await send({ intent: "feature" })) as { data: { error: string }; init: ResponseInit };
    expect(unknown.data.error).toBe("The desk does not know that change.");
  });

  it("change a review and a post in place: audited with before and after, a new content version, once per form", async () => {
    await send(review("Meera J."));
    await send({ intent: "add-post", caption: "Aarti tonight.", network: "Instagram", url: "https://www.instagram.com/p/x/", date: "2026-11-24" });
    const before = await homeWords();
    const [reviewId, postId] = [String(before.reviews[0]?.id), String(before.posts[0]?.id)];
    const versionBefore = await contentVersion(env.CACHE);

    const changed = { ...review("Meera Joshi"), intent: "edit-review", id: reviewId, place: "", rating: "", source: "TripAdvisor", text: "Spotless rooms." };
    const answer = (await send(changed, { requestKey: "change-once" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/testimonials?done=edit-review");
    expect((await homeWords()).reviews).toEqual([
      { id: Number(reviewId), text: "Spotless rooms.", author: "Meera Joshi", place: "", source: "TripAdvisor", url: "https://maps.app.goo.gl/MeeraJoshi", date: "2026-11-20", rating: null },
    ]);
    const versionAfter = await contentVersion(env.CACHE);
    expect(versionAfter).not.toBe(versionBefore);
    const audit = await env.DB.prepare("SELECT subject, subject_key, action, before_state, after_state FROM desk_audit WHERE request_key = 'change-once'").all<Record<string, string>>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ subject: "guest_words", subject_key: reviewId, action: "review_changed" });
    expect(JSON.parse(audit.results[0]?.before_state ?? "")).toMatchObject({ author: "Meera J.", body: "A calm stay by the river, wrote Meera J.." });
    expect(JSON.parse(audit.results[0]?.after_state ?? "")).toMatchObject({ author: "Meera Joshi", text: "Spotless rooms.", rating: null });

    // The same form again changes nothing twice, even after someone else's change.
    await send({ ...changed, author: "Someone Else" }, { requestKey: "change-other" });
    await send(changed, { requestKey: "change-once" });
    expect((await homeWords()).reviews[0]?.author).toBe("Someone Else");
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM desk_audit WHERE request_key = 'change-once'").first<{ n: number }>())?.n).toBe(1);

    const postAnswer = (await send({ intent: "edit-post", id: postId, caption: "Aarti at seven.", network: "YouTube", url: "https://youtu.be/aarti", date: "2026-11-23" })) as Response;
    expect(postAnswer.headers.get("Location")).toBe("/admin/testimonials?done=edit-post");
    expect((await homeWords()).posts).toEqual([{ id: Number(postId), caption: "Aarti at seven.", network: "YouTube", url: "https://youtu.be/aarti", date: "2026-11-23" }]);
    expect(await contentVersion(env.CACHE)).not.toBe(versionAfter);
    // Its place in the order stays where it was.
    expect((await homeWords()).reviews.map((entry) => entry.id)).toEqual([Number(reviewId)]);
  });

  it("refuse a change with each field's message, and a change to one that is gone or of the other kind, changing nothing", async () => {
    await send(review("Meera J."));
    await send({ intent: "add-post", caption: "Aarti tonight.", network: "Instagram", url: "https://www.instagram.com/p/x/", date: "2026-11-24" });
    const before = await homeWords();
    const [reviewId, postId] = [String(before.reviews[0]?.id), String(before.posts[0]?.id)];
    const auditedBefore = (await env.DB.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM desk_audit").first<{ id: number }>())?.id ?? 0;
    type Refusal = { data: { form: string; error: string; fields: Record<string, string>; values: Record<string, string> }; init: ResponseInit };

    const badReview = (await send({ ...review("Meera J."), intent: "edit-review", id: reviewId, text: "", rating: "7" })) as Refusal;
    expect(badReview.init.status).toBe(400);
    expect(badReview.data).toMatchObject({
      form: "edit-review",
      fields: { text: "Write the guest's words as they wrote them", rating: "Choose a rating from 1 to 5 stars, or none" },
      values: { id: reviewId, author: "Meera J." },
    });
    const badPost = (await send({ intent: "edit-post", id: postId, caption: "Moved.", network: "Instagram", url: "https://www.facebook.com/p/1", date: "2026-11-24" })) as Refusal;
    expect(badPost.init.status).toBe(400);
    expect(badPost.data.fields).toEqual({ url: "The link must be the post's address on that network" });

    // A post's id through the review form, and a review's through the post form, are not theirs to change.
    const crossed = (await send({ ...review("Meera J."), intent: "edit-review", id: postId })) as Refusal;
    expect(crossed.init.status).toBe(404);
    const crossedPost = (await send({ intent: "edit-post", id: reviewId, caption: "Hi.", network: "Instagram", url: "https://www.instagram.com/p/y/", date: "2026-11-24" })) as Refusal;
    expect(crossedPost.init.status).toBe(404);
    await send({ intent: "remove", id: reviewId });
    const gone = (await send({ ...review("Meera J."), intent: "edit-review", id: reviewId })) as Refusal;
    expect(gone.init.status).toBe(404);
    expect(gone.data.error).toBe("That review or post is no longer on the list.");

    expect(await homeWords()).toEqual({ reviews: [], posts: before.posts });
    const audited = await env.DB.prepare("SELECT action FROM desk_audit WHERE id > ? AND action LIKE '%changed'").bind(auditedBefore).all();
    expect(audited.results).toEqual([]);
  });

  it("are read from the read cache, so a warm page view asks nothing of D1, and each desk change drops it", async () => {
    await send(review("Meera J."));
    expect(await ids()).toEqual(["Meera J."]);
    // Behind the cache's back: a warm read does not see it, because it does not ask D1.
    await env.DB.prepare("UPDATE guest_words SET author = 'Not From Cache'").run();
    expect(await ids()).toEqual(["Meera J."]);
    await send({ intent: "add-post", caption: "Aarti tonight.", network: "Instagram", url: "https://www.instagram.com/p/x/", date: "2026-11-24" });
    expect(await ids()).toEqual(["Not From Cache"]);
  });

  it("give the home page only the real ones of a kind once one exists, and nothing (its examples) of a kind with none", async () => {
    await send({ intent: "add-post", caption: "Aarti tonight.", network: "Instagram", url: "https://www.instagram.com/p/x/", date: "2026-11-24" });
    const { loadHomeData } = await import("../../app/site/home/home-loader.server");
    const home = await loadHomeData(deskRequestContext());
    expect(home.guestWords).toEqual({ reviews: [], posts: [expect.objectContaining({ caption: "Aarti tonight.", network: "Instagram" })] });
    await send(review("Meera J."));
    const after = await loadHomeData(deskRequestContext());
    expect(after.guestWords.reviews.map((entry) => entry.author)).toEqual(["Meera J."]);
    expect(after.guestWords.posts).toHaveLength(1);
  });

  it("give the home page at most a carousel's worth of each kind, the first in staff's order; the desk lists them all", async () => {
    const names = Array.from({ length: 14 }, (_, index) => `Guest ${index + 1}.`);
    for (const name of names) await send(review(name));
    const { loadHomeData } = await import("../../app/site/home/home-loader.server");
    const home = await loadHomeData(deskRequestContext());
    expect(home.guestWords.reviews.map((entry) => entry.author)).toEqual(names.slice(0, 12));
    expect(await ids()).toEqual(names);
  });
});
