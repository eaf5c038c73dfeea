import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The rule of docs/decisions/0008-settings-staff-keep.md: what staff keep on the desk is read when
 * it is used. A module-level constant built from `hotel.phones` (or any field staff edit) would
 * freeze the value its module was loaded with, on the server the seed and in the browser nothing,
 * and the page would disagree with itself at hydration.
 */
const editable = new Set([
  "phones",
  "emails",
  "address",
  "messaging",
  "social",
  "googleRating",
  "checkInTime",
  "checkOutTime",
  "checkInTimeIso",
  "checkOutTimeIso",
  "offers",
  "announcements",
]);

function moduleLevelReads(file: string, text = readFileSync(file, "utf8")): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, insideFunction: boolean) => {
    const inside = insideFunction || ts.isFunctionLike(node);
    if (
      !inside &&
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "hotel" &&
      editable.has(node.name.text)
    ) {
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} hotel.${node.name.text}`);
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  for (const statement of source.statements) visit(statement, false);
  return found;
}

describe("what staff keep on the desk", () => {
  // It parses every source file of the app and the Worker: seconds on a busy machine, hence the longer timeout.
  it("is never copied into a module-level constant of the app or the Worker", () => {
    // The working tree as it is: files not yet committed count, and ones deleted but not yet committed do not.
    const files = execSync("git ls-files --cached --others --exclude-standard app workers", { encoding: "utf8" })
      .split("\n")
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && existsSync(file));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => moduleLevelReads(file))).toEqual([]);
  }, 30_000);

  it("would be caught if it were, and a read inside a function is fine", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the probe is module source that holds a template literal.
    const probe = "import { hotel } from './hotel';\nexport const line = `Call ${hotel.phones.primary.display}`;\nexport const later = () => hotel.phones;\nexport const name = hotel.name;\n";
    expect(moduleLevelReads("probe.ts", probe)).toEqual(["probe.ts:2 hotel.phones"]);
  });
});
