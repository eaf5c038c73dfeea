import { countryCodes } from "~/domain/countries";

/**
 * Each country as `[code, English name]`, India first and the rest by name, for the registration
 * form's selects. Named on the server so the page shows the same names whatever the browser.
 */
export function countryOptions(): [string, string][] {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const [first, ...rest] = countryCodes.map((code): [string, string] => [code, names.of(code) ?? code]);
  return first ? [first, ...rest.sort((a, b) => a[1].localeCompare(b[1], "en"))] : [];
}

/** A country's English name for the desk, or its code when the runtime has no name for it. */
export function countryName(code: string): string {
  return new Intl.DisplayNames(["en"], { type: "region" }).of(code) ?? code;
}
