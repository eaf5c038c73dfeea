import { expect, type Locator, type Page } from "@playwright/test";

/** A field by its label, as `getByLabel` finds it, and what a guest puts in it: text typed, or an option chosen. */
export type FieldEntry = readonly [label: string | RegExp, value: string | { option: string }];

/**
 * Fills the fields of `scope` (a form or a dialog) in the order given, as a guest would, so each
 * spec states its guest's data as a table. `exact` matches each label exactly, where another label
 * contains it.
 */
export async function fillFields(scope: Locator, fields: readonly FieldEntry[], options: { exact?: boolean } = {}) {
  for (const [label, value] of fields) {
    const field = scope.getByLabel(label, options);
    if (typeof value === "string") await field.fill(value);
    else await field.selectOption(value.option);
  }
}

/**
 * Sends `scope` with its button named `button` and checks that the page's own action answered:
 * once hydrated a form posts through a fetcher to React Router's data URL, `<path>.data`.
 */
export async function sendToAction(page: Page, scope: Locator, button: string, path: string) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `${path}.data`);
  await scope.getByRole("button", { name: button }).click();
  expect((await answer).status()).toBe(200);
}

/** How a form labels the guest's own fields, name, e-mail and phone: the site's usual words in each language. */
export const guestLabels = {
  en: ["Name", "Email", "Phone"],
  hi: ["नाम", "ईमेल", "फ़ोन"],
} as const;

interface Guest {
  name: string;
  email: string;
  /** An Indian mobile, as guests type it, unless given. */
  phone?: string;
}

/** The guest's own fields, which every enquiry form asks first, labelled as the form labels them. */
export function guestFields({ name, email, phone = "98765 43210" }: Guest, labels: readonly [string, string, string] = guestLabels.en): FieldEntry[] {
  return [
    [labels[0], name],
    [labels[1], email],
    [labels[2], phone],
  ];
}

/** Each of `texts` is shown in `scope`: a form's messages after it was sent, say. */
export async function expectShown(scope: Locator, texts: readonly string[]) {
  for (const text of texts) await expect(scope.getByText(text)).toBeVisible();
}
