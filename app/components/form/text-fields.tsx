import type { InputHTMLAttributes, ReactNode } from "react";
import { ControlFrame } from "./field-frame";

type NativeInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "inputMode" | "placeholder" | "maxLength" | "min" | "max" | "step" | "pattern" | "autoFocus"
>;

export interface TextFieldProps extends NativeInputProps {
  label: ReactNode;
  /** Required fields carry `required` for assistive technology; the schema gives the message. */
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

type InputType = "text" | "email" | "date" | "time" | "number";

function InputField({ type, ...props }: TextFieldProps & { type: InputType }) {
  const { label, required = true, hint, className, ...native } = props;
  return (
    <ControlFrame label={label} required={required} hint={hint} className={className}>
      {(control) => <input {...native} {...control} type={type} className="field-input" />}
    </ControlFrame>
  );
}

export function TextField(props: TextFieldProps) {
  return <InputField type="text" {...props} />;
}

export function EmailField(props: TextFieldProps) {
  return <InputField type="email" autoComplete="email" inputMode="email" {...props} />;
}

export function DateField(props: TextFieldProps) {
  return <InputField type="date" {...props} />;
}

export function TimeField(props: TextFieldProps) {
  return <InputField type="time" {...props} />;
}

/** A whole number typed by the guest (event guests); counts with few choices use SelectField. */
export function NumberField(props: TextFieldProps) {
  return <InputField type="number" inputMode="numeric" step={1} {...props} />;
}

