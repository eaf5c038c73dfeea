import { expect, type Page } from "@playwright/test";

export interface ConsoleErrorWatch {
  /** Every console error and uncaught page error seen so far, minus the allowed ones. */
  readonly errors: string[];
  /** Fails the test with the collected messages when there is any. */
  expectNone(): void;
}

/**
 * Collects console errors and uncaught exceptions on a page from the moment it is called.
 * Start it before the first `goto`. `allow` lists messages that are expected on purpose, such as
 * Chromium's "Failed to load resource … 404" line when a test visits an unknown path.
 */
export function watchConsoleErrors(page: Page, allow: RegExp[] = []): ConsoleErrorWatch {
  const errors: string[] = [];
  const record = (text: string) => {
    if (!allow.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Resource errors do not name the resource in their text; the location does.
    const where = message.location().url;
    record(where && !message.text().includes(where) ? `${message.text()} (${where})` : message.text());
  });
  page.on("pageerror", (error) => record(`Uncaught: ${error.message}`));
  return {
    errors,
    expectNone() {
      expect(errors, "console errors on the page").toEqual([]);
    },
  };
}

/** Chromium logs the document's own 404 status as a console error; the 404 page expects that. */
export const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

/** Chromium logs a request the test cut off on purpose as a console error. */
export const ABORTED_REQUEST = /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED|CONNECTION)/;
