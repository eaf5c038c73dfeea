import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Dependencies run one way. The Worker (workers/) builds on the app, never the reverse: the app
 * states what it needs as a contract (app/services/app-services.ts) and the Worker implements it.
 * Inside the app, shared components (app/components) stay free of features (app/features), so a
 * feature can change without reaching into every page's shell.
 */
const appDir = import.meta.dirname;
const rootDir = path.dirname(appDir);

/** Every import specifier in a module: static imports, re-exports, side-effect and dynamic imports. */
const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ts|tsx)$/.test(name))
    .map((name) => path.join(dir, name));
}

/** Where an import points on disk (without extension), or null for a package. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return path.join(appDir, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith("/")) return path.join(rootDir, specifier);
  return null;
}

function isInside(target: string, dir: string): boolean {
  const relative = path.relative(dir, target);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/** "file: specifier" for each import in `files` that points into `forbidden`. */
function importsInto(files: readonly string[], forbidden: string): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(specifierPattern)) {
      const target = resolveSpecifier(file, match[1]);
      if (target && isInside(target, forbidden)) found.push(`${path.relative(rootDir, file)}: ${match[1]}`);
    }
  }
  return found;
}

describe("import boundaries", () => {
  it("no module under app/ imports from workers/", () => {
    expect(importsInto(sourceFiles(appDir), path.join(rootDir, "workers"))).toEqual([]);
  });

  it("no module under app/components imports from app/features", () => {
    const components = sourceFiles(path.join(appDir, "components"));
    expect(importsInto(components, path.join(appDir, "features"))).toEqual([]);
  });

  it("sees every kind of import: relative, alias, dynamic, side-effect and re-export", () => {
    const probe = path.join(appDir, "components", "probe.ts");
    const lines = [
      'import { a } from "../../workers/services/x";',
      'import type { B } from "~/features/b";',
      'const c = () => import("../features/c");',
      'import "../../workers/d";',
      'export { e } from "../features/e";',
      'import { f } from "react-router";',
    ];
    const targets = lines.map((line) => [...line.matchAll(specifierPattern)].map((m) => m[1])[0]);
    expect(targets).toEqual([
      "../../workers/services/x",
      "~/features/b",
      "../features/c",
      "../../workers/d",
      "../features/e",
      "react-router",
    ]);
    const resolved = targets.map((specifier) => resolveSpecifier(probe, specifier));
    const workers = path.join(rootDir, "workers");
    const features = path.join(appDir, "features");
    expect(resolved.map((target) => (target ? isInside(target, workers) : false))).toEqual([
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    expect(resolved.map((target) => (target ? isInside(target, features) : false))).toEqual([
      false,
      true,
      true,
      false,
      true,
      false,
    ]);
  });
});
