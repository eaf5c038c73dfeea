import { cleanup, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readWords, sendWords, useWords, wordsOf } from "./words";

afterEach(cleanup);

declare module "./words" {
  interface WordBook {
    wordsTestShell: { greeting: string };
    wordsTestPage: { title: string };
  }
}

function Shows() {
  return (
    <p>
      {useWords("wordsTestPage").title} / {useWords("wordsTestShell").greeting}
    </p>
  );
}

function renderWith(root: unknown, page: unknown) {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", loader: () => root, children: [{ id: "page", index: true, loader: () => page, element: <Shows /> }] }],
    { hydrationData: { loaderData: { root, page } } },
  );
  render(<RouterProvider router={router} />);
}

describe("a loader's words, sent as one string (docs/performance.md)", () => {
  it("are one JSON string, and read back as the same words", () => {
    const words = { wordsTestPage: { title: "कमरे और सुइट", line: 'Say "Namaste"' } };
    const sent = sendWords(words);
    expect(typeof sent).toBe("string");
    expect(JSON.parse(sent)).toEqual(words);
    expect(readWords(sent)).toEqual(words);
  });

  it("are parsed once per string: every reader of a page's words gets the same object", () => {
    const sent = sendWords({ wordsTestPage: { title: "Rooms" } });
    expect(readWords(sent)).toBe(readWords(sent));
    // An equal string, as the next request for the same page sends, finds the same words too.
    expect(readWords(sendWords({ wordsTestPage: { title: "Rooms" } }))).toBe(readWords(sent));
  });

  it("wordsOf gives nothing where a route has no data, as meta does on an error", () => {
    expect(wordsOf(undefined)).toBeUndefined();
    expect(wordsOf({ words: sendWords({ wordsTestPage: { title: "Gallery" } }) })?.wordsTestPage.title).toBe("Gallery");
  });

  it("useWords finds a feature's words in the page's data, then in the root's", () => {
    renderWith({ words: sendWords({ wordsTestShell: { greeting: "Welcome" } }) }, { words: sendWords({ wordsTestPage: { title: "Our rooms" } }) });
    expect(screen.getByText("Our rooms / Welcome")).toBeTruthy();
  });

  it("useWords says which words a page's data lacks", () => {
    // The router's error boundary shows what the render threw (and React logs it).
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWith({ words: sendWords({ wordsTestShell: { greeting: "Welcome" } }) }, { words: sendWords({}) });
    expect(screen.getByText('This page\'s data carries no "wordsTestPage" words: its loader must send them.')).toBeTruthy();
    logged.mockRestore();
  });
});
