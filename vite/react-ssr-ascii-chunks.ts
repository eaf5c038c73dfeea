import type { Plugin } from "vite";

/**
 * Server rendering speed-up for workerd. React's edge build turns every string it writes (each
 * attribute value, each text node) into bytes with its own `TextEncoder.encode` call, and in
 * workerd each such call crosses into C++: profiling the home page's render showed about a third
 * of its time there. Short ASCII strings (nearly all of them: class names, paths, ids) are copied
 * into bytes in JavaScript instead; everything else still goes through the TextEncoder. The output
 * is byte-for-byte the same (tests/worker/react-ssr-ascii-chunks.test.ts).
 *
 * If React's file ever changes shape the build stops, rather than silently losing the patch.
 */
const TARGET = /react-dom-server\.edge\.production\.js$/;
const ORIGINAL = "function stringToChunk(content) {\n  return textEncoder.encode(content);\n}";

export const ASCII_STRING_TO_CHUNK = `function stringToChunk(content) {
  var length = content.length;
  if (length > 256) return textEncoder.encode(content);
  var bytes = new Uint8Array(length);
  for (var i = 0; i < length; i++) {
    var code = content.charCodeAt(i);
    if (code > 127) return textEncoder.encode(content);
    bytes[i] = code;
  }
  return bytes;
}`;

export function reactSsrAsciiChunks(): Plugin {
  return {
    name: "react-ssr-ascii-chunks",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      if (!code.includes(ORIGINAL)) {
        this.error(`react-ssr-ascii-chunks: stringToChunk not found in ${id}; update the patch for this React version`);
      }
      return { code: code.replace(ORIGINAL, ASCII_STRING_TO_CHUNK), map: null };
    },
  };
}
