import { useEffect, useRef } from "react";
import { type FormAnswer, checkFieldsNote } from "./form-answer";

interface FormStatusProps {
  answer: FormAnswer | null;
  /** Off when a toast already announces the outcome, so it is not read twice. */
  live?: boolean;
}

/**
 * The outcome under the form. Always in the document so screen readers hear a new message
 * (a polite live region); shown without JavaScript too, because the action's answer renders it.
 * A new outcome is scrolled into view: on a phone the message under a long form is otherwise
 * below the screen, and a guest who sees nothing happen sends again. Not when fields are marked:
 * the guest is then taken to the first of them.
 */
export function FormStatus({ answer, live = true }: FormStatusProps) {
  const success = answer?.outcome === "success";
  const fieldCount = answer ? Object.keys(answer.fieldErrors).length : 0;
  // The form's own words say what to do about marked fields; an answer made without them gets English.
  const note = answer?.note ?? checkFieldsNote({}, fieldCount);
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answer || Object.keys(answer.fieldErrors).length > 0) return;
    const message = region.current?.firstElementChild;
    if (!message) return;
    const { top, bottom } = message.getBoundingClientRect();
    // The phone's bottom bar covers the foot of the screen; the page's scroll padding says how much.
    const covered = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
    if (top >= 0 && bottom <= window.innerHeight - covered) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    message.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  }, [answer]);
  return (
    <div
      ref={region}
      role={live ? "status" : undefined}
      aria-live={live ? "polite" : undefined}
      className="col-span-full"
    >
      {answer ? (
        <p
          data-outcome={answer.outcome}
          className={`mt-4 rounded-md border px-4 py-3 text-sm ${
            success ? "border-leaf bg-[#EEF5EC] text-[#2F5A28]" : "border-red-700 bg-red-50 text-red-800"
          }`}
        >
          <span className="font-semibold">{answer.message}</span>
          {answer.detail ? <span> {answer.detail}</span> : null}
          {note ? <span> {note}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
