import type { ReactNode } from "react";

/**
 * A control with its label above it, as the booking's own forms have them: the home strip's dates
 * and counts, the wizard's dates and the guest's booking lookup.
 */
export function LabelledField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
    </div>
  );
}
