import { data, redirect, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/context";
import type { FieldErrors } from "~/domain/field-errors";
import { homeShowsAtMost, postFormValues, reviewFormValues } from "~/domain/guest-words";
import { todayInHotel } from "~/domain/hotel-date";
import { staffOf } from "~/desk/desk-context.server";
import { createDeskGuestWords } from "~/desk/reviews/guest-words-store.server";
import { deskFormFields } from "~/desk/desk-form-fields";
import { deskPageForms } from "~/desk/desk-form-post";
import { type GuestWordsFailure, PostForm, ReviewForm } from "~/desk/reviews/guest-words-forms";
import { GuestWordsSection, postListing, reviewListing } from "~/desk/reviews/guest-words-section";
import { deskDate } from "~/desk/desk-time";
import { OutcomeNotices } from "~/desk/outcome-notices";
import type { GuestWordsChange } from "~/desk/reviews/desk-guest-words";
import type { Route } from "./+types/admin-testimonials";

function guestWordsOf(context: Readonly<RouterContextProvider>) {
  const { staff, env } = staffOf(context);
  return { staff, words: createDeskGuestWords({ db: env.DB, kv: env.CACHE }) };
}

const doneMessages: Record<string, string> = {
  "add-review": "Review added. The home page shows it within a minute, in place of the examples.",
  "add-post": "Post added. The home page shows it within a minute.",
  "edit-review": "Review changed. The home page shows it within a minute.",
  "edit-post": "Post changed. The home page shows it within a minute.",
  up: "Moved earlier.",
  down: "Moved later.",
  remove: "Removed.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { words } = guestWordsOf(context);
  const query = new URL(request.url).searchParams;
  return {
    ...(await words.list()),
    today: todayInHotel(context.get(requestInfoContext).now),
    // The review or post whose form is open for changes (Change links here).
    editId: query.get("edit"),
    ...deskPageForms(query, doneMessages),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, words } = guestWordsOf(context);
  const fields = deskFormFields(await request.formData());
  const intent = fields.intent ?? "";
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const refuse = (error: string, status: number, errors: FieldErrors = {}) =>
    data<GuestWordsFailure>({ form: intent, error, fields: errors, values: fields }, { status });
  if (requestKey === "") return refuse("This form was incomplete. Reload the page and try again.", 400);
  let change: GuestWordsChange;
  if (intent === "add-review" || intent === "add-post") change = { action: intent, fields };
  else if (intent === "edit-review" || intent === "edit-post") change = { action: intent, id: Number(fields.id), fields };
  else if (intent === "up" || intent === "down" || intent === "remove") change = { action: intent, id: Number(fields.id) };
  else return refuse("The desk does not know that change.", 400);
  const outcome = await words.change({ change, requestKey, staff, now: context.get(requestInfoContext).now });
  if (!outcome.ok) return refuse(outcome.message, outcome.status, outcome.fields);
  return redirect(`/admin/testimonials?done=${intent}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Reviews and posts · Front desk" }];

/**
 * Real reviews and the hotel's own social posts (product-rules.md: Reviews and social posts): added
 * with where and when they were published, changed, ordered and removed; the home page shows them
 * instead of its examples from the first one.
 */
export default function DeskTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, posts, formKey, today, editId } = loaderData;
  const failure = actionData as GuestWordsFailure | undefined;
  const mine = (kind: "review" | "post") => (failure?.form === `add-${kind}` || failure?.form === `edit-${kind}` ? failure : undefined);
  const review = mine("review");
  const post = mine("post");
  // A refused change keeps its form open on the same one, whatever the address says.
  const openId = (kindFailure: GuestWordsFailure | undefined) => (kindFailure ? (kindFailure.values.id ?? null) : editId);
  const editingReview = reviews.find((entry) => String(entry.id) === openId(review)) ?? null;
  const editingPost = posts.find((entry) => String(entry.id) === openId(post)) ?? null;
  const reviewValues = review?.values ?? (editingReview ? reviewFormValues(editingReview) : { date: today });
  const postValues = post?.values ?? (editingPost ? postFormValues(editingPost) : { date: today });
  // A new key after each change, so the form shows what it should rather than what was typed last.
  const formKeyOf = (editing: { id: number } | null, count: number, kindFailure: GuestWordsFailure | undefined) =>
    `${editing?.id ?? "new"}-${count}-${kindFailure ? JSON.stringify(kindFailure.values) : ""}`;
  return (
    <>
      <h1 className="heading-2">Reviews and posts</h1>
      <p className="mt-2 text-ink-700">
        Guests' own reviews, copied with the link to where they wrote them, and the hotel's own social posts. Until the
        first of each is added, the home page shows short examples in the hotel's own words, never as anyone's quote. The
        home page shows the first {homeShowsAtMost} of each, in this order.
      </p>
      <OutcomeNotices done={loaderData.done} error={failure && !review && !post ? failure.error : undefined} />

      <GuestWordsSection listing={reviewListing} entries={reviews} formKey={formKey}>
        <ReviewForm
          key={formKeyOf(editingReview, reviews.length, review)}
          editing={editingReview ? { id: editingReview.id, name: editingReview.author } : null}
          values={reviewValues}
          formKey={formKey}
          failure={review}
        />
      </GuestWordsSection>

      <GuestWordsSection listing={postListing} entries={posts} formKey={formKey}>
        <PostForm
          key={formKeyOf(editingPost, posts.length, post)}
          editing={editingPost ? { id: editingPost.id, name: `${editingPost.network} post of ${deskDate(editingPost.date)}` } : null}
          values={postValues}
          formKey={formKey}
          failure={post}
        />
      </GuestWordsSection>
    </>
  );
}
