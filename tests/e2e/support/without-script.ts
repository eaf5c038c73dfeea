import { test } from "@playwright/test";

/**
 * A group of tests with the page's script switched off: what a guest or member of staff can do
 * before or without JavaScript.
 */
export function describeWithoutScript(title: string, tests: () => void) {
  test.describe(title, () => {
    test.use({ javaScriptEnabled: false });
    tests();
  });
}
