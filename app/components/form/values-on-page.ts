/**
 * What the page already shows in a form's fields, when React takes over a page the server
 * rendered: a guest on a slow connection may have typed for seconds before the script arrived, and
 * starting from the defaults would wipe it. Found through one of the form's inputs whose id is the
 * same on server and browser (its hidden idempotency input). Null when there is no such page (the
 * form mounted later, or on the server).
 */
export function valuesOnPage<Values extends { [Name in keyof Values]: string | boolean }>(
  inputId: string,
  defaults: Values,
): Values | null {
  if (typeof document === "undefined") return null;
  const input = document.getElementById(inputId);
  const form = input instanceof HTMLInputElement ? input.form : null;
  if (!form) return null;
  // Text as typed, a checkbox as whether it is ticked.
  const values: Record<string, string | boolean> = { ...defaults };
  for (const [name, fallback] of Object.entries<string | boolean>(defaults)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === "checkbox") values[name] = control.checked;
    else if (typeof fallback === "string" && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) {
      values[name] = control.value;
    }
  }
  return values as Values;
}

/**
 * The fields whose text on the page differs from `values`, with what the page shows: run as a
 * form's layout effect when it mounts, it finds what a guest typed while React was still taking
 * over the page the server sent (after the form's first render read the page, before the fields
 * became React's), so the form can take it before the next keystroke. Empty on a form that mounted
 * later, where the page shows exactly the form's values.
 */
export function typedSince<Values extends { [Name in keyof Values]: string | boolean }>(
  inputId: string,
  values: Values,
): [keyof Values & string, string | boolean][] {
  const shown = valuesOnPage(inputId, values);
  if (!shown) return [];
  return (Object.keys(values) as (keyof Values & string)[])
    .filter((name) => shown[name] !== values[name])
    .map((name) => [name, shown[name]]);
}
