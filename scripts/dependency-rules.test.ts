import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { cruise, type IForbiddenRuleType } from "dependency-cruiser";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The import rules `npm test` enforces (`npm run check:deps`, .dependency-cruiser.cjs) really catch
 * what they name: each rule is run on a small tree that breaks it once, and on one that breaks none.
 */
const require = createRequire(import.meta.url);
const { forbidden } = require("../.dependency-cruiser.cjs") as { forbidden: IForbiddenRuleType[] };

const root = mkdtempSync(join(tmpdir(), "dependency-rules-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let treeCount = 0;
/** Writes `files` (path → source) into a fresh tree and returns each violation as "rule: from → to", sorted. */
async function violations(files: Record<string, string>): Promise<string[]> {
  treeCount += 1;
  const tree = join(root, String(treeCount));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), source);
  }
  const cwd = process.cwd();
  process.chdir(tree);
  try {
    const tops = [...new Set(Object.keys(files).map((path) => path.split("/")[0]))];
    const result = await cruise(tops, { validate: true, ruleSet: { forbidden }, tsPreCompilationDeps: true });
    if (typeof result.output === "string") throw new Error("expected a cruise result, not a report");
    return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  } finally {
    process.chdir(cwd);
  }
}

describe("the import rules (docs/architecture.md: where code lives)", () => {
  it.each<[rule: string, files: Record<string, string>, found: unknown[]]>([
    [
      "pass a tree that keeps them: features use components, content and pure rules; the Worker uses the app",
      {
        "app/domain/nights.ts": "export const nights = 1;",
        "app/content/hotel.ts": 'import { nights } from "../domain/nights"; export const hotel = { nights };',
        "app/components/card.tsx": 'import { hotel } from "../content/hotel"; export const card = hotel;',
        "app/site/rooms/list.tsx": 'import { card } from "../../components/card"; export const list = card;',
        "workers/app.ts": 'import { list } from "../app/site/rooms/list"; export default list;',
        "tests/worker/app.test.ts": 'import app from "../../workers/app"; export const t = app;',
      },
      [],
    ],
    [
      "refuse a cycle, also when it is made of type-only imports",
      {
        "app/booking/a.ts": 'import type { B } from "./b"; export type A = B | 1;',
        "app/booking/b.ts": 'import type { A } from "./a"; export type B = A | 2;',
      },
      [expect.stringMatching(/^no-cycles: app\/booking\/[ab]\.ts → app\/booking\/[ab]\.ts$/)],
    ],
    [
      "refuse an import of workers/ from the app",
      {
        "workers/mail.ts": "export const mail = 1;",
        "app/enquiries/x.ts": 'import { mail } from "../../workers/mail"; export const x = mail;',
      },
      ["workers-is-the-edge-shell: app/enquiries/x.ts → workers/mail.ts"],
    ],
    [
      "refuse a shared component that reaches into a feature, and content or i18n that reach above themselves",
      {
        "app/desk/f.ts": "export const f = 1;",
        "app/components/c.ts": 'import { f } from "../desk/f"; export const c = f;',
        "app/content/k.ts": 'import { c } from "../components/c"; export const k = c;',
        "app/i18n/w.ts": 'import { f } from "../site/f"; export const w = f;',
        "app/site/f.ts": "export const f = 2;",
      },
      [
        "components-stay-shared: app/components/c.ts → app/desk/f.ts",
        "content-is-the-bottom: app/content/k.ts → app/components/c.ts",
        "i18n-below-features: app/i18n/w.ts → app/site/f.ts",
      ],
    ],
    [
      "refuse server code in what the browser also runs, and an origin that reaches into a page",
      {
        "app/server/env.server.ts": "export const env = 1;",
        "app/domain/d.ts": 'import { env } from "../server/env.server"; export const d = env;',
        "app/domain/d.test.ts": 'import { env } from "../server/env.server"; export const t = env;',
        "app/components/s.tsx": 'import { q } from "../site/rooms/q.server"; export const s = q;',
        "app/site/rooms/q.server.ts": "export const q = 1;",
        "app/origin/o.server.ts": 'import { q } from "../site/rooms/q.server"; export const o = q;',
      },
      [
        "components-stay-shared: app/components/s.tsx → app/site/rooms/q.server.ts",
        "server-code-stays-on-the-server: app/components/s.tsx → app/site/rooms/q.server.ts",
        "server-code-stays-on-the-server: app/domain/d.ts → app/server/env.server.ts",
        "the-origin-serves-every-capability: app/origin/o.server.ts → app/site/rooms/q.server.ts",
      ],
    ],
  ])("%s", async (_rule, files, found) => {
    expect(await violations(files)).toEqual(found);
  });
});
