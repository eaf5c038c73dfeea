import { createContext } from "react";
import type { WordBook } from "./words";

/**
 * Words the server renders a page's server-drawn parts with (app/components/deferred.tsx:
 * `serverDrawn`): the browser keeps those parts as the server drew them and never renders them on
 * that page, so the page's data leaves their words out and only the server needs them. Provided
 * while the server renders a document (app/entry.server.tsx); null in the browser, where every
 * word comes with the page's data.
 */
export const ServerDrawnWords = createContext<Partial<WordBook> | null>(null);
