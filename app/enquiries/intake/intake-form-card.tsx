import { type ReactNode, type Ref, useId } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { IntakeForm, type IntakeFormFrame } from "./intake-form";

// Whole class names, so the CSS generator finds them in the source.
const COLUMNS = {
  sm: { grid: "sm:grid-cols-2", across: "sm:col-span-2" },
  md: { grid: "md:grid-cols-2", across: "md:col-span-2" },
} as const;

interface IntakeFormCardProps {
  intake: IntakeFormFrame;
  heading: string;
  /** What happens once the guest sends the form. */
  intro: ReactNode;
  /** Between the intro and the fields (the occasion an event enquiry is for). */
  note?: ReactNode;
  /** The breakpoint from which the fields stand in two columns. */
  twoColumnsFrom: keyof typeof COLUMNS;
  submitLabel: string;
  pendingLabel?: string;
  /** An id to link to: the card then stops below the sticky header when scrolled to. */
  id?: string;
  /** The heading's id when something else needs it; otherwise one is made. */
  headingId?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

/**
 * A guest form on its own card (the table, contact, event and home booking request forms): the
 * heading that names the form, the intro, the fields in a grid and the send button across it.
 */
export function IntakeFormCard({
  intake,
  heading,
  intro,
  note,
  twoColumnsFrom,
  submitLabel,
  pendingLabel,
  id,
  headingId,
  ref,
  children,
}: IntakeFormCardProps) {
  const madeId = useId();
  const labelId = headingId ?? madeId;
  const columns = COLUMNS[twoColumnsFrom];
  return (
    <section ref={ref} id={id} aria-labelledby={labelId} className={id ? "card scroll-mt-24 p-6 md:p-8" : "card p-6 md:p-8"}>
      <h2 id={labelId} className="heading-2">
        {heading}
      </h2>
      <p className="mt-2 text-ink-700">{intro}</p>
      {note}
      <IntakeForm intake={intake} labelledBy={labelId} className={`mt-6 grid gap-4 ${columns.grid}`}>
        {children}
        <div className={columns.across}>
          <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
        </div>
      </IntakeForm>
    </section>
  );
}
