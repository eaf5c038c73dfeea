import { DeskTextField } from "../desk-text-field";
import type { SettingFields } from "./previewed-setting-form";

interface TextWithHindiProps {
  /** The English field's posted name ("title"); its Hindi twin posts `<name>_hi`. */
  name: string;
  /** The English field's label; the Hindi twin's is the same "in Hindi", and always optional. */
  label: string;
  required?: boolean;
  maxLength: number;
  rows?: number;
  /** Under the English field only. */
  hint?: string;
  /** What the Hindi pages show instead while the Hindi twin is empty ("name", "announcement"). */
  fallback: string;
  fields: SettingFields;
  /** Starts the English field on a new row of the form's grid, its twin beside it. */
  newRow?: boolean;
}

/**
 * An offer or announcement field and its Hindi twin beside it (product-rules.md: Hindi): the twin
 * is typed in Hindi and says what the Hindi pages show while it is left empty.
 */
export function TextWithHindi({ name, label, required, maxLength, rows, hint, fallback, fields, newRow }: TextWithHindiProps) {
  const english = <DeskTextField name={name} label={label} required={required} rows={rows} maxLength={maxLength} hint={hint} {...fields} />;
  return (
    <>
      {newRow ? <div className="sm:col-start-1">{english}</div> : english}
      <DeskTextField
        name={`${name}_hi`}
        label={`${label.replace(/ \(optional\)$/, "")} in Hindi (optional)`}
        lang="hi"
        rows={rows}
        maxLength={maxLength}
        hint={`For the Hindi pages (/hi/…). Left empty, they show the English ${fallback}.`}
        {...fields}
      />
    </>
  );
}
