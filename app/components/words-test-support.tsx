import { createContext, type ReactNode, use, useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Lang } from "~/i18n/lang";
import { sendWords } from "~/i18n/words";
import { rootWords } from "~/root-words.server";

/**
 * For component tests: what the root's loader gives every page (its words in `lang`, or the `words`
 * a test names, sent as the loaders send them; and any other root data a test names), so a
 * component that reads its words with `useWords` renders as on the site. English unless asked, at
 * `/` or `/hi`.
 */
export function rootDataFor(lang: Lang = "en", extra: Record<string, unknown> = {}) {
  const words = (extra.words as object | undefined) ?? rootWords(lang);
  return { ...extra, words: sendWords(words) };
}

const Slot = createContext<ReactNode>(null);

function SlotContent() {
  return use(Slot);
}

interface WithWordsOptions {
  lang?: Lang;
  /** More of the root's data (`today`, `turnstileSiteKey`…). */
  rootData?: Record<string, unknown>;
}

function routerFor({ lang = "en", rootData = {} }: WithWordsOptions) {
  return createMemoryRouter([{ id: "root", path: "*", element: <SlotContent /> }], {
    initialEntries: [lang === "hi" ? "/hi" : "/"],
    hydrationData: { loaderData: { root: rootDataFor(lang, rootData) } },
  });
}

/**
 * A `wrapper` for Testing Library's `render`: the component under test inside a data router whose
 * root route carries the root's data. One router for the wrapper's life, so `rerender` keeps the
 * component's state as it would on a page.
 */
export function wordsWrapper(options: WithWordsOptions = {}) {
  return function WordsWrapper({ children }: { children: ReactNode }) {
    const [router] = useState(() => routerFor(options));
    return (
      <Slot value={children}>
        <RouterProvider router={router} />
      </Slot>
    );
  };
}

/** `element` as the site renders it, with the root's data: for `renderToString`. */
export function withWords(element: ReactNode, options: WithWordsOptions = {}) {
  const Wrapper = wordsWrapper(options);
  return <Wrapper>{element}</Wrapper>;
}
