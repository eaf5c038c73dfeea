import type { FormAnswer } from "./form-answer";

interface FormStatusProps {
  answer: FormAnswer | null;
  /** Off when a toast already announces the outcome, so it is not read twice. */
  live?: boolean;
}

/**
 * The outcome under the form. Always in the document so screen readers hear a new message
 * (a polite live region); shown without JavaScript too, because the action's answer renders it.
 */
export function FormStatus({ answer, live = true }: FormStatusProps) {
  const success = answer?.outcome === "success";
  const fieldCount = answer ? Object.keys(answer.fieldErrors).length : 0;
  return (
    <div role={live ? "status" : undefined} aria-live={live ? "polite" : undefined} className="col-span-full">
      {answer ? (
        <p
          data-outcome={answer.outcome}
          className={`mt-4 rounded-md border px-4 py-3 text-sm ${
            success ? "border-leaf bg-[#EEF5EC] text-[#2F5A28]" : "border-red-700 bg-red-50 text-red-800"
          }`}
        >
          <span className="font-semibold">{answer.message}</span>
          {answer.detail ? <span> {answer.detail}</span> : null}
          {fieldCount > 0 ? (
            <span> Please check the {fieldCount === 1 ? "highlighted field" : `${fieldCount} highlighted fields`}.</span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
