import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { pathInLang } from "~/i18n/lang";
import { useLang, useWords } from "~/i18n/words";
import { bookingPath, bookingQueryKeys } from "./booking-link";
import { actField, acts } from "./wizard-acts";
import type { WizardState } from "./wizard-model";
import { wizardQuery, wizardQueryKeys } from "./wizard-url";

/** The fields each step's own controls send, so the hidden copy of the state leaves them out. */
const shownFields: Partial<Record<WizardState["step"], readonly string[]>> = {
  1: [bookingQueryKeys.checkIn, bookingQueryKeys.checkOut],
  3: [wizardQueryKeys.services],
};

/**
 * Steps 1–3 as one GET form to the wizard (wizard-acts.ts): the stay rides along in hidden fields,
 * and each button submits its `act`. Before the script runs, the server applies it; after, every
 * button handles its own click and the form is never sent.
 */
export function WizardForm({ state, children }: { state: WizardState; children: ReactNode }) {
  const w = useWords("booking");
  const lang = useLang();
  const shown = shownFields[state.step] ?? [];
  const hidden = [...wizardQuery(state)].filter(([name]) => !shown.includes(name));
  return (
    // The page's own language: the server answers the form in it (product-rules.md: Hindi).
    <form method="get" action={pathInLang(bookingPath, lang)} onSubmit={(event) => event.preventDefault()}>
      {/* Enter in a date field sends this first button: it applies the dates and changes nothing else. */}
      <button type="submit" name={actField} value={acts.update()} className="sr-only" tabIndex={-1} aria-hidden="true">
        {w.update}
      </button>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

type ActButtonProps = Omit<ComponentPropsWithoutRef<"button">, "type" | "name" | "value" | "onClick"> & {
  act: string;
  onPress: () => void;
};

/** A wizard button: with the script, `onPress`; before it, a submission of `act` (WizardForm). */
export function ActButton({ act, onPress, ...button }: ActButtonProps) {
  return (
    <button
      {...button}
      type="submit"
      name={actField}
      value={act}
      onClick={(event) => {
        event.preventDefault();
        onPress();
      }}
    />
  );
}
