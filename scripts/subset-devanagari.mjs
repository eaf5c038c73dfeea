// Makes the two Devanagari faces the Hindi pages use (app/assets/fonts/) from Noto Sans Devanagari
// (@fontsource-variable/noto-sans-devanagari): static instances at weights 400 (text) and 600
// (headings), cut to the Devanagari block (with the danda and ॐ), ZWNJ/ZWJ, ₹ and the dotted circle, with every
// layout feature kept so conjuncts and matras shape right. 121 KB variable → about 40 KB a weight.
// Run once when the font package changes; it needs Python's fontTools and brotli
// (pip install fonttools brotli). The outputs are committed: the build does not need Python.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const source =
  "node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2";
const unicodes = "U+0900-097F,U+200C-200D,U+20B9,U+25CC";
const work = mkdtempSync(join(tmpdir(), "devanagari-"));
try {
  for (const weight of [400, 600]) {
    const instance = join(work, `${weight}.ttf`);
    execFileSync("fonttools", ["varLib.instancer", source, `wght=${weight}`, "-o", instance], { stdio: "inherit" });
    execFileSync(
      "pyftsubset",
      [
        instance,
        `--unicodes=${unicodes}`,
        "--layout-features=*",
        "--flavor=woff2",
        `--output-file=app/assets/fonts/noto-sans-devanagari-${weight}.woff2`,
      ],
      { stdio: "inherit" },
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
