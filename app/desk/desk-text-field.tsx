import type { InputHTMLAttributes } from "react";
import { DeskFieldError, invalidProps } from "./desk-field-error";

interface DeskTextFieldProps {
  /** The posted name; the input's id is `field-<name>`, or `field-<idPrefix>-<name>`. */
  name: string;
  /** Keeps ids apart when two forms on a page post the same names. */
  idPrefix?: string;
  label: string;
  hint?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  type?: InputHTMLAttributes<HTMLInputElement>["type"];
  inputMode?: InputHTMLAttributes<HTMLInputElement>["inputMode"];
  autoComplete?: string;
  required?: boolean;
  maxLength?: number;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  /** The language staff type in, when not the desk's English ("hi" for a Hindi field). */
  lang?: string;
}

/** One labelled desk field with its hint and its error, announced and tied to it. */
export function DeskTextField(props: DeskTextFieldProps) {
  const { name, label, hint, values, errors } = props;
  const id = `field-${props.idPrefix ? `${props.idPrefix}-` : ""}${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    required: props.required,
    maxLength: props.maxLength,
    defaultValue: values[name] ?? "",
    lang: props.lang,
    className: "field-input",
    ...invalidProps(`${id}-error`, errors[name], hintId),
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {props.rows ? (
        <textarea rows={props.rows} {...common} />
      ) : (
        <input type={props.type ?? "text"} inputMode={props.inputMode} autoComplete={props.autoComplete} {...common} />
      )}
      <DeskFieldError id={`${id}-error`} message={errors[name]} />
    </div>
  );
}
