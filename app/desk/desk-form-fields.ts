/** A desk form's posted text fields by name (files and other non-text parts left out). */
export function deskFormFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
  return fields;
}
