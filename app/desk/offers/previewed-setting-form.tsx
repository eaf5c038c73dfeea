import type { ReactNode } from "react";
import { Form } from "react-router";
import { DeskSection } from "../desk-section";
import { OutcomeNotices } from "../outcome-notices";
import type { OffersAnswer } from "./offers-answer";

/** What every field of one form shares: its ids' prefix, what it shows typed, and its errors. */
export interface SettingFields {
  idPrefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

interface PreviewedSettingFormProps {
  /** The posted intent: "offer" saves, "offer-preview" previews, "remove-offer" removes. */
  name: "offer" | "banner";
  headingId: string;
  heading: string;
  intro: ReactNode;
  /** The action's answer to this form, if it was the last one sent. */
  answer: OffersAnswer | undefined;
  /** What the fields show: what was sent, else what is saved. */
  values: Record<string, string>;
  /** The answer as guests would see it, when it was a preview. */
  preview: ReactNode;
  /** What the setting is called on its buttons: "Save offer", "Remove the offer". */
  noun: string;
  /** Whether one is saved now, which it can then remove. */
  saved: boolean;
  formKey: string;
  /** The setting's fields, drawn with what every field of the form shares. */
  fields: (fields: SettingFields) => ReactNode;
}

/**
 * One of the offers page's settings (product-rules.md: Offers and the announcement bar): its
 * refusal, its preview, its form with Preview and Save, and its Remove. The offer and the
 * announcement work alike, so they are drawn alike.
 */
export function PreviewedSettingForm(props: PreviewedSettingFormProps) {
  const { name, answer, values, formKey } = props;
  const errors = answer && "fields" in answer ? answer.fields : {};
  return (
    <DeskSection id={props.headingId} heading={props.heading}>
      <p className="mt-1 text-sm text-ink-700">{props.intro}</p>
      <OutcomeNotices done={null} error={answer && "error" in answer ? answer.error : undefined} />
      {props.preview}
      {/* Keyed by what it shows, so a new answer's values replace what the inputs hold. */}
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={JSON.stringify(values)}>
        <input type="hidden" name="request_key" value={`${formKey}:${name}`} />
        {props.fields({ idPrefix: name, values, errors })}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" name="intent" value={`${name}-preview`} className="btn-secondary">
            Preview
          </button>
          <button type="submit" name="intent" value={name} className="btn-primary">
            {`Save ${props.noun}`}
          </button>
        </div>
      </Form>
      {props.saved ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value={`remove-${name}`} />
          <input type="hidden" name="request_key" value={`${formKey}:remove-${name}`} />
          <button type="submit" className="btn-secondary border-red-700 text-red-800">
            {`Remove the ${props.noun}`}
          </button>
        </Form>
      ) : null}
    </DeskSection>
  );
}
