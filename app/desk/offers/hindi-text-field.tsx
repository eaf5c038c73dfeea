import { DeskTextField } from "../desk-text-field";
import type { SettingFields } from "./previewed-setting-form";

interface HindiTextFieldProps {
  /** The Hindi field's posted name ("title_hi"). */
  name: string;
  label: string;
  maxLength: number;
  rows?: number;
  /** What the Hindi pages show instead while it is empty ("name", "announcement"). */
  fallback: string;
  fields: SettingFields;
}

/**
 * The Hindi twin of an offer or announcement field (product-rules.md: Hindi): typed in Hindi, and
 * saying what the Hindi pages show while it is left empty.
 */
export function HindiTextField({ name, label, maxLength, rows, fallback, fields }: HindiTextFieldProps) {
  return (
    <DeskTextField
      name={name}
      label={label}
      lang="hi"
      rows={rows}
      maxLength={maxLength}
      hint={`For the Hindi pages (/hi/…). Left empty, they show the English ${fallback}.`}
      {...fields}
    />
  );
}
