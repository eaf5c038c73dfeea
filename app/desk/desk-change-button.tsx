import type { ReactNode } from "react";
import { Form } from "react-router";

interface ChangeButtonProps {
  /** The change the page's action makes ("up", "remove"…); Remove is drawn in red. */
  intent: string;
  /** The posted name and value of what it changes ("photo_id", "id"). */
  name: string;
  value: string | number;
  /** Seeds the one-time key, so the same change sent twice is made once. */
  formKey: string;
  children: ReactNode;
}

/** One button that posts one change to one photo, review or post, so it works before any script runs. */
export function ChangeButton({ intent, name, value, formKey, children }: ChangeButtonProps) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <input type="hidden" name="request_key" value={`${formKey}:${intent}:${value}`} />
      <button type="submit" className={intent === "remove" ? "btn-secondary border-red-700 text-red-800" : "btn-secondary"}>
        {children}
      </button>
    </Form>
  );
}
