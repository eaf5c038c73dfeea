import type { InputHTMLAttributes } from "react";
import { DeskFieldFrame, invalidProps } from "./desk-field-error";

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
  /** A number field's bounds. */
  min?: number;
  max?: number;
  /** What the field holds when `values` has nothing for it. */
  fallback?: string;
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
    defaultValue: values[name] ?? props.fallback ?? "",
    lang: props.lang,
    className: "field-input",
    ...invalidProps(`${id}-error`, errors[name], hintId),
  };
  return (
    <DeskFieldFrame id={id} label={label} hint={hint} hintId={hintId} error={errors[name]}>
      {props.rows ? (
        <textarea rows={props.rows} {...common} />
      ) : (
        <input type={props.type ?? "text"} inputMode={props.inputMode} autoComplete={props.autoComplete} min={props.min} max={props.max} {...common} />
      )}
    </DeskFieldFrame>
  );
}

type StayFieldProps = Pick<DeskTextFieldProps, "name" | "label" | "values" | "errors">;

/** A count of guests in a room, from `min` to the four a room holds at most. */
export function DeskCountField({ min, ...props }: StayFieldProps & { min: number }) {
  return <DeskTextField {...props} type="number" inputMode="numeric" min={min} max={4} fallback={String(min)} />;
}

/** A stay's date. */
export function DeskDateField(props: StayFieldProps) {
  return <DeskTextField {...props} type="date" />;
}
