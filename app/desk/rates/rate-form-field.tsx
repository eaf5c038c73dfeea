import type { InputHTMLAttributes } from "react";
import { DeskFieldError, invalidProps } from "../desk-field-error";

interface RateFormFieldProps {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  error: string | undefined;
  /** The field's place in its form's grid, when not one cell. */
  className?: string;
  /** A rate inside the period's room-type group is labelled smaller than a field of its own. */
  labelClassName?: string;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "min" | "maxLength" | "placeholder" | "required">;
}

/**
 * One labelled input of the rates page with its error, announced and tied to it: every field of the
 * room-type and rate-period forms is this, so each says what is wrong in the same way.
 */
export function RateFormField(props: RateFormFieldProps) {
  const { id, name, label, defaultValue, error, labelClassName = "field-label", input } = props;
  return (
    <div className={props.className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        {...input}
        defaultValue={defaultValue}
        className="field-input"
        {...invalidProps(`${id}-error`, error)}
      />
      <DeskFieldError id={`${id}-error`} message={error} />
    </div>
  );
}
