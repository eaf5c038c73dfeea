import { describe, expect, it } from "vitest";
import { compactDataScript, singleQuotedLiteral } from "./stream-data-literal";

// What React Router 8's <StreamTransfer> writes: the chunk as a JSON string literal, with the
// characters that could end the script or a line escaped (its escapeHtml).
const reactRouterScript = (chunk: string) =>
  `window.__reactRouterContext.streamController.enqueue(${JSON.stringify(chunk).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)});`;

/** The string the script hands to enqueue, as the browser reads it. */
function enqueued(script: string): string {
  let received = "";
  new Function("window", script)({ __reactRouterContext: { streamController: { enqueue: (value: string) => (received = value) } } });
  return received;
}

const CHUNK = `[{"_1":2},"loaderData",{"_3":4},"root",{"words":"नर्मदा के किनारे","quote":"it's \\"here\\"","path":"C:\\\\stay","tag":"</script><script>alert(1)</script>","line":"a\nb\r\u2028\u2029","amp":"Bed & breakfast","ctl":"\u0001"}]\n`;

describe("the page's data as a single-quoted literal", () => {
  it("hands the browser the same string as React Router's script, in fewer bytes", () => {
    const original = reactRouterScript(CHUNK);
    const compact = compactDataScript(original) ?? "";
    expect(enqueued(compact)).toBe(CHUNK);
    expect(enqueued(original)).toBe(CHUNK);
    expect(compact.length).toBeLessThan(original.length);
    // The data's own quotes go unescaped; only a quote that was escaped in the data keeps its backslash.
    expect(compact.split('\\"').length).toBeLessThan(original.split('\\"').length / 2);
  });

  it("cannot close its <script> or break a line, whatever the data holds", () => {
    const compact = compactDataScript(reactRouterScript(CHUNK)) ?? "";
    expect(compact.toLowerCase()).not.toContain("</script");
    expect(compact).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(singleQuotedLiteral("</SCRIPT>")).toBe("'\\u003c/SCRIPT\\u003e'");
  });

  it("leaves every other script alone", () => {
    expect(compactDataScript("window.__reactRouterContext.streamController.close();")).toBeNull();
    expect(compactDataScript('window.__reactRouterContext = {"ssr":true};')).toBeNull();
    expect(compactDataScript("window.__reactRouterContext.streamController.enqueue(42);")).toBeNull();
    expect(compactDataScript('window.__reactRouterContext.streamController.enqueue("a");alert(1);')).toBeNull();
  });
});
