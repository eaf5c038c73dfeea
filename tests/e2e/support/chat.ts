import { expect, type Locator, type Page } from "@playwright/test";

/** What the chat's launcher, dialog and message field are called on an English and on a Hindi page. */
export const chatNames = {
  en: { launcher: "Chat with our assistant", dialog: "Chat with us", input: "Your message" },
  hi: { launcher: "हमारे सहायक से चैट करें", dialog: "हमसे चैट करें", input: "आपका संदेश" },
} as const;

/**
 * Opens the chat once its launcher has hydrated and waits for its dialog: the dialog, its log and
 * the field the guest types in.
 */
export async function openChatIn(page: Page, names: (typeof chatNames)[keyof typeof chatNames]) {
  const launcher = page.getByRole("button", { name: names.launcher });
  await expect(launcher).toHaveAttribute("data-hydrated", "true");
  await launcher.click();
  const dialog = page.getByRole("dialog", { name: names.dialog });
  await expect(dialog).toBeVisible();
  return { dialog, log: dialog.getByRole("log"), input: dialog.getByLabel(names.input) };
}

/** Sends `text` and waits for a new `reply` (the same words may already be in the log). */
export async function say(log: Locator, input: Locator, text: string, reply: string | RegExp) {
  const before = await log.getByText(reply).count();
  await input.fill(text);
  await input.press("Enter");
  await expect(log.getByText(reply)).toHaveCount(before + 1);
}
