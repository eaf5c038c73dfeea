import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { FieldErrors } from "~/domain/field-errors";
import { guestWordLimits, postNetworks, reviewSources } from "~/domain/guest-words";
import { ChangeButton } from "../desk-change-button";
import { DeskFieldError, invalidProps } from "../desk-field-error";
import { DeskTextField } from "../desk-text-field";
import { OutcomeNotices } from "../outcome-notices";

/** A refused review or post form, sent back with what staff typed. */
export interface GuestWordsFailure {
  form: string;
  error: string;
  fields: FieldErrors;
  values: Record<string, string>;
}

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

/** Change (opens the entry's form), Earlier, Later and Remove for one review or post. */
export function EntryButtons({ id, kind, label, formKey, first, last }: { id: number; kind: "review" | "post"; label: string; formKey: string; first: boolean; last: boolean }) {
  const button = (intent: "up" | "down" | "remove", words: string, hidden: boolean) =>
    hidden ? null : (
      <ChangeButton intent={intent} name="id" value={id} formKey={formKey}>
        {words}
        <span className="sr-only"> {label}</span>
      </ChangeButton>
    );
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Link to={`?edit=${id}#${kind}-form`} className="btn-secondary">
        Change<span className="sr-only"> {label}</span>
      </Link>
      {button("up", "Earlier", first)}
      {button("down", "Later", last)}
      {button("remove", "Remove", false)}
    </div>
  );
}

/**
 * The one form of a kind: adds a new one, or, opened with Change, saves the changes to that one
 * (with a Cancel back to adding). A refusal keeps what was typed and says why beside each field.
 */
function EntryForm(props: {
  kind: "review" | "post";
  heading: string;
  editingId: number | null;
  formKey: string;
  failure: GuestWordsFailure | undefined;
  submit: string;
  children: ReactNode;
}) {
  const { kind, editingId, formKey, failure } = props;
  const intent = `${editingId === null ? "add" : "edit"}-${kind}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Change takes a keyboard or screen reader user to the form it opened, not back to the top of the list.
  const opened = editingId !== null && !failure;
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);
  return (
    <>
      <h3 id={`${kind}-form`} ref={heading} tabIndex={-1} className="heading-3 mt-6 scroll-mt-4">
        {props.heading}
      </h3>
      <OutcomeNotices done={null} error={failure?.error} />
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" aria-labelledby={`${kind}-form`}>
        <input type="hidden" name="intent" value={intent} />
        {editingId === null ? null : <input type="hidden" name="id" value={editingId} />}
        <input type="hidden" name="request_key" value={`${formKey}:${intent}${editingId === null ? "" : `:${editingId}`}`} />
        {props.children}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            {editingId === null ? props.submit : "Save changes"}
          </button>
          {editingId === null ? null : (
            <Link to="/admin/testimonials" className="btn-secondary">
              Cancel
            </Link>
          )}
        </div>
      </Form>
    </>
  );
}

interface KindFormProps {
  /** The one being changed, with the name the heading gives it; null to add a new one. */
  editing: { id: number; name: string } | null;
  values: Record<string, string>;
  formKey: string;
  failure: GuestWordsFailure | undefined;
}

/** A guest's review: their words, name, place, where and when it was published, and its stars. */
export function ReviewForm({ editing, values, formKey, failure }: KindFormProps) {
  const errors = failure?.fields ?? {};
  return (
    <EntryForm kind="review" heading={editing ? `Change the review by ${editing.name}` : "Add a review"} editingId={editing?.id ?? null} formKey={formKey} failure={failure} submit="Add review">
      <div className="sm:col-span-2">
        <DeskTextField idPrefix="review" name="text" label="The guest's words" rows={4} required maxLength={guestWordLimits.review} values={values} errors={errors} />
      </div>
      <DeskTextField idPrefix="review" name="author" label="Name shown on the review" required maxLength={guestWordLimits.author} values={values} errors={errors} hint="As the guest shows it there, for example “Meera J.”" />
      <DeskTextField idPrefix="review" name="place" label="From (optional)" maxLength={guestWordLimits.place} values={values} errors={errors} />
      <Choice id="review-source" name="source" label="Published on" options={reviewSources} values={values} errors={errors} />
      <DeskTextField idPrefix="review" name="url" label="Link to the review" type="url" required maxLength={guestWordLimits.url} values={values} errors={errors} />
      <DeskTextField idPrefix="review" name="date" label="Date of the review" type="date" required values={values} errors={errors} />
      <Choice id="review-rating" name="rating" label="Stars (optional)" options={["5", "4", "3", "2", "1"]} blank="None" values={values} errors={errors} />
    </EntryForm>
  );
}

/** The hotel's own post: its caption, network, link and date. */
export function PostForm({ editing, values, formKey, failure }: KindFormProps) {
  const errors = failure?.fields ?? {};
  return (
    <EntryForm kind="post" heading={editing ? `Change the ${editing.name}` : "Add a post"} editingId={editing?.id ?? null} formKey={formKey} failure={failure} submit="Add post">
      <div className="sm:col-span-2">
        <DeskTextField idPrefix="post" name="caption" label="Caption" rows={3} required maxLength={guestWordLimits.caption} values={values} errors={errors} />
      </div>
      <Choice id="post-network" name="network" label="Published on" options={postNetworks} values={values} errors={errors} />
      <DeskTextField idPrefix="post" name="url" label="Link to the post" type="url" required maxLength={guestWordLimits.url} values={values} errors={errors} />
      <DeskTextField idPrefix="post" name="date" label="Date posted" type="date" required values={values} errors={errors} />
    </EntryForm>
  );
}
