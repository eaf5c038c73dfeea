import { createContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being rendered (product-rules.md: Untrusted
 * HTML), for React Router's inline scripts. Provided while the server renders a document
 * (app/entry.server.tsx); undefined in the browser, which never writes those scripts again and
 * cannot read a nonce back from the page. Not in the root's data: every page's HTML would carry
 * the random value twice.
 */
export const DocumentNonce = createContext<string | undefined>(undefined);
