import type { ReactNode } from "react";
import { useWords } from "~/i18n/words";
import { useFormContext } from "./form-contexts";

interface SubmitButtonProps {
  children: ReactNode;
  /** Shown while the form is being sent; "Sending…" in the page's language unless named. */
  pendingLabel?: ReactNode;
  /** Also pending while a fetcher or navigation is in flight. */
  pending?: boolean;
  className?: string;
}

/**
 * Disabled while the form is checking or sending, so a double click never sends twice (the
 * idempotency key covers retries the browser makes on its own).
 */
export function SubmitButton({ children, pendingLabel, pending = false, className }: SubmitButtonProps) {
  const form = useFormContext();
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => {
        const busy = pending || isSubmitting;
        return (
          <button type="submit" disabled={busy} aria-disabled={busy} className={className ?? "btn-primary"}>
            {busy ? (pendingLabel ?? <Sending />) : children}
          </button>
        );
      }}
    </form.Subscribe>
  );
}

function Sending() {
  return useWords("form").sending;
}
