// Makes the self-hosted faces that are cut from a variable font (app/assets/fonts/): static instances
// at one weight each, cut to the characters they set, with every layout feature kept. Run once when a
// font package changes; it needs Python's fontTools and brotli (Debian: apt-get install fonttools
// python3-brotli). The outputs are committed: the build does not need Python.
//
// - Noto Sans Devanagari (@fontsource-variable/noto-sans-devanagari) for the Hindi pages, at 400
//   (text) and 600 (headings): the Devanagari block (with the danda and ॐ), ZWNJ/ZWJ, ₹ and the dotted
//   circle, so conjuncts and matras shape right. 121 KB variable → about 40 KB a weight.
// - Fraunces (@fontsource-variable/fraunces) at 600 for the wordmark on Hindi pages, which set no
//   other text in it: printable ASCII, the letters a hotel's name is written in. 36 KB variable →
//   about 11 KB.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const devanagari =
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2";
const faces = [
  { source: devanagari, weight: 400, unicodes: "U+0900-097F,U+200C-200D,U+20B9,U+25CC", out: "noto-sans-devanagari-400" },
  { source: devanagari, weight: 600, unicodes: "U+0900-097F,U+200C-200D,U+20B9,U+25CC", out: "noto-sans-devanagari-600" },
  {
    source: "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    weight: 600,
    unicodes: "U+0020-007E",
    out: "fraunces-wordmark-600",
  },
];

const work = mkdtempSync(join(tmpdir(), "fonts-"));
try {
  for (const face of faces) {
    const instance = join(work, `${face.out}.ttf`);
    execFileSync("fonttools", ["varLib.instancer", face.source, `wght=${face.weight}`, "-o", instance], { stdio: "inherit" });
    execFileSync(
      "pyftsubset",
      [
        instance,
        `--unicodes=${face.unicodes}`,
        "--layout-features=*",
        "--flavor=woff2",
        `--output-file=app/assets/fonts/${face.out}.woff2`,
      ],
      { stdio: "inherit" },
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
