import { data, Form, redirect, type RouterContextProvider } from "react-router";
import { deskGuestWordsContext, requestInfoContext } from "~/context";
import type { FieldErrors } from "~/domain/field-errors";
import { guestWordLimits, postNetworks, reviewSources } from "~/domain/guest-words";
import { todayInHotel } from "~/domain/hotel-date";
import { deskOf } from "~/features/desk/desk-context.server";
import { DeskFieldError, invalidProps } from "~/features/desk/desk-field-error";
import { DeskTextField } from "~/features/desk/desk-text-field";
import { deskDate } from "~/features/desk/desk-time";
import { OutcomeNotices } from "~/features/desk/outcome-notices";
import type { GuestWordsChange } from "~/services/desk-guest-words";
import type { Route } from "./+types/admin-testimonials";

function guestWordsOf(context: Readonly<RouterContextProvider>) {
  const { staff } = deskOf(context);
  const words = context.get(deskGuestWordsContext);
  if (!words) throw data("Sign in through Cloudflare Access to use the front desk.", { status: 401 });
  return { staff, words };
}

const doneMessages: Record<string, string> = {
  "add-review": "Review added. The home page shows it within a minute, in place of the examples.",
  "add-post": "Post added. The home page shows it within a minute.",
  up: "Moved earlier.",
  down: "Moved later.",
  remove: "Removed.",
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { words } = guestWordsOf(context);
  return {
    ...(await words.list()),
    today: todayInHotel(context.get(requestInfoContext).now),
    done: doneMessages[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

interface Failure {
  form: string;
  error: string;
  fields: FieldErrors;
  values: Record<string, string>;
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, words } = guestWordsOf(context);
  const fields: Record<string, string> = {};
  for (const [name, value] of await request.formData()) if (typeof value === "string") fields[name] = value;
  const intent = fields.intent ?? "";
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const refuse = (error: string, status: number, errors: FieldErrors = {}) =>
    data<Failure>({ form: intent, error, fields: errors, values: fields }, { status });
  if (requestKey === "") return refuse("This form was incomplete. Reload the page and try again.", 400);
  let change: GuestWordsChange;
  if (intent === "add-review" || intent === "add-post") change = { action: intent, fields };
  else if (intent === "up" || intent === "down" || intent === "remove") change = { action: intent, id: Number(fields.id) };
  else return refuse("The desk does not know that change.", 400);
  const outcome = await words.change({ change, requestKey, staff, now: context.get(requestInfoContext).now });
  if (!outcome.ok) return refuse(outcome.message, outcome.status, outcome.fields);
  return redirect(`/admin/testimonials?done=${intent}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Reviews and posts · Front desk" }];

function Choice(props: { id: string; name: string; label: string; options: readonly string[]; values: Record<string, string>; errors: FieldErrors; blank?: string }) {
  const error = props.errors[props.name];
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      <select id={props.id} name={props.name} defaultValue={props.values[props.name] ?? ""} className="field-input" {...invalidProps(`${props.id}-error`, error)}>
        {props.blank !== undefined ? <option value="">{props.blank}</option> : null}
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <DeskFieldError id={`${props.id}-error`} message={error} />
    </div>
  );
}

function OrderButtons({ id, label, formKey, first, last }: { id: number; label: string; formKey: string; first: boolean; last: boolean }) {
  const button = (intent: "up" | "down" | "remove", words: string, hidden: boolean) =>
    hidden ? null : (
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="request_key" value={`${formKey}:${intent}:${id}`} />
        <button type="submit" className={intent === "remove" ? "btn-secondary border-red-700 text-red-800" : "btn-secondary"}>
          {words}
          <span className="sr-only"> {label}</span>
        </button>
      </Form>
    );
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {button("up", "Earlier", first)}
      {button("down", "Later", last)}
      {button("remove", "Remove", false)}
    </div>
  );
}

/**
 * Real reviews and the hotel's own social posts (product-rules.md: Reviews and social posts): added
 * with where and when they were published, ordered and removed; the home page shows them instead of
 * its examples from the first one.
 */
export default function DeskTestimonials({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, posts, formKey, today } = loaderData;
  const failure = actionData as Failure | undefined;
  const mine = (form: string) => (failure?.form === form ? failure : undefined);
  const review = mine("add-review");
  const post = mine("add-post");
  const reviewValues = review?.values ?? { date: today };
  const postValues = post?.values ?? { date: today };
  return (
    <>
      <h1 className="heading-2">Reviews and posts</h1>
      <p className="mt-2 text-ink-700">
        Guests' own reviews, copied with the link to where they wrote them, and the hotel's own social posts. Until the
        first of each is added, the home page shows short examples in the hotel's own words, never as anyone's quote.
      </p>
      <OutcomeNotices done={loaderData.done} error={failure && !review && !post ? failure.error : undefined} />

      <section aria-labelledby="reviews" className="mt-6 rounded-md border border-sand-200 bg-white p-4">
        <h2 id="reviews" className="heading-3">
          Guest reviews
        </h2>
        {reviews.length === 0 ? <p className="mt-2 text-ink-700">No reviews yet: the home page shows the examples.</p> : null}
        <ul className="mt-3 grid list-none gap-3 p-0">
          {reviews.map((entry, index) => (
            <li key={entry.id} className="rounded-md bg-sand-50 p-3">
              <p>“{entry.text}”</p>
              <p className="mt-1 text-sm text-ink-700">
                {entry.author}
                {entry.place ? `, ${entry.place}` : ""} · {entry.source}, {deskDate(entry.date)}
                {entry.rating ? ` · ${entry.rating} of 5 stars` : ""}
              </p>
              <OrderButtons id={entry.id} label={`the review by ${entry.author}`} formKey={formKey} first={index === 0} last={index === reviews.length - 1} />
            </li>
          ))}
        </ul>
        <h3 className="heading-3 mt-6">Add a review</h3>
        <OutcomeNotices done={null} error={review?.error} />
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={review ? JSON.stringify(review.values) : `review-${reviews.length}`}>
          <input type="hidden" name="intent" value="add-review" />
          <input type="hidden" name="request_key" value={`${formKey}:add-review`} />
          <div className="sm:col-span-2">
            <DeskTextField idPrefix="review" name="text" label="The guest's words" rows={4} required maxLength={guestWordLimits.review} values={reviewValues} errors={review?.fields ?? {}} />
          </div>
          <DeskTextField idPrefix="review" name="author" label="Name shown on the review" required maxLength={guestWordLimits.author} values={reviewValues} errors={review?.fields ?? {}} hint="As the guest shows it there, for example “Meera J.”" />
          <DeskTextField idPrefix="review" name="place" label="From (optional)" maxLength={guestWordLimits.place} values={reviewValues} errors={review?.fields ?? {}} />
          <Choice id="review-source" name="source" label="Published on" options={reviewSources} values={reviewValues} errors={review?.fields ?? {}} />
          <DeskTextField idPrefix="review" name="url" label="Link to the review" type="url" required maxLength={guestWordLimits.url} values={reviewValues} errors={review?.fields ?? {}} />
          <DeskTextField idPrefix="review" name="date" label="Date of the review" type="date" required values={reviewValues} errors={review?.fields ?? {}} />
          <Choice id="review-rating" name="rating" label="Stars (optional)" options={["5", "4", "3", "2", "1"]} blank="None" values={reviewValues} errors={review?.fields ?? {}} />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              Add review
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="posts" className="mt-6 rounded-md border border-sand-200 bg-white p-4">
        <h2 id="posts" className="heading-3">
          Social posts
        </h2>
        {posts.length === 0 ? <p className="mt-2 text-ink-700">No posts yet: the home page shows the examples.</p> : null}
        <ul className="mt-3 grid list-none gap-3 p-0">
          {posts.map((entry, index) => (
            <li key={entry.id} className="rounded-md bg-sand-50 p-3">
              <p>{entry.caption}</p>
              <p className="mt-1 text-sm text-ink-700">
                {entry.network}, {deskDate(entry.date)}
              </p>
              <OrderButtons id={entry.id} label={`the ${entry.network} post`} formKey={formKey} first={index === 0} last={index === posts.length - 1} />
            </li>
          ))}
        </ul>
        <h3 className="heading-3 mt-6">Add a post</h3>
        <OutcomeNotices done={null} error={post?.error} />
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={post ? JSON.stringify(post.values) : `post-${posts.length}`}>
          <input type="hidden" name="intent" value="add-post" />
          <input type="hidden" name="request_key" value={`${formKey}:add-post`} />
          <div className="sm:col-span-2">
            <DeskTextField idPrefix="post" name="caption" label="Caption" rows={3} required maxLength={guestWordLimits.caption} values={postValues} errors={post?.fields ?? {}} />
          </div>
          <Choice id="post-network" name="network" label="Published on" options={postNetworks} values={postValues} errors={post?.fields ?? {}} />
          <DeskTextField idPrefix="post" name="url" label="Link to the post" type="url" required maxLength={guestWordLimits.url} values={postValues} errors={post?.fields ?? {}} />
          <DeskTextField idPrefix="post" name="date" label="Date posted" type="date" required values={postValues} errors={post?.fields ?? {}} />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              Add post
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}
