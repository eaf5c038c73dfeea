import type { ReactNode } from "react";
import { Form } from "react-router";

export interface ItemFormProps {
  /** The change the page's action makes ("rename", "remove"…). */
  intent: string;
  /** The posted name and value of what it changes ("unit_id", "photo_id"…). */
  name: string;
  value: string | number;
  /** Seeds the one-time key `formKey:intent:value`, so the same change sent twice is made once. */
  formKey: string;
  className?: string;
  label?: string;
  children: ReactNode;
}

/** A form that posts one change to one item of a desk page (a room, a photo, a feed), so it works before any script runs. */
export function ItemForm({ intent, name, value, formKey, className, label, children }: ItemFormProps) {
  return (
    <Form method="post" className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <input type="hidden" name="request_key" value={`${formKey}:${intent}:${value}`} />
      {children}
    </Form>
  );
}
