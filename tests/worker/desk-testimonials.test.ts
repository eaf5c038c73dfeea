import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { contentVersion } from "../../workers/platform/content-version";
import { createServices } from "../../workers/services/create-services";
import { deskRequestContext, reception } from "./desk-helpers";

const route = () => import("../../app/routes/admin-testimonials");

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
    const refused = (await send({ ...review("Z."), author: "", url: "http://example.org", date: "2026-12-01" })) as {
      data: { form: string; error: string; fields: Record<string, string>; values: Record<string, string> };
      init: ResponseInit;
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({
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
    await expect(send(review("X."), { staff: null })).rejects.toMatchObject({ init: { status: 401 } });
    const keyless = (await send(review("X."), { requestKey: "" })) as { data: { error: string }; init: ResponseInit };
    expect(keyless.init.status).toBe(400);
    expect(keyless.data.error).toBe("This form was incomplete. Reload the page and try again.");
    const unknown = (await send({ intent: "feature" })) as { data: { error: string }; init: ResponseInit };
    expect(unknown.data.error).toBe("The desk does not know that change.");
  });
});
