export interface ForbiddenString {
  /** Safe to print: a variable name, never a secret's value. */
  label: string;
  text: string;
}
export function forbiddenStrings(env: Record<string, string | undefined>): ForbiddenString[];
export function findLeaks(root: string, forbidden: ForbiddenString[]): string[];
export interface RouterManifest {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; module: string; imports?: string[] }>;
}
export function parseRouterManifest(text: string): RouterManifest;
export function findDeskLeaks(build: {
  manifest: RouterManifest;
  chunkModules: Record<string, string[]>;
  readChunk: (file: string) => string;
}): string[];
export function findServerRenderedModules(chunkModules: Record<string, string[]>): string[];
export function findWordsModules(chunkModules: Record<string, string[]>): string[];
export function findScatteredShell(build: {
  manifest: RouterManifest;
  chunkModules: Record<string, string[]>;
}): string[];
export class MissingManifest extends Error {}
export function clientBundleChecks(
  buildDir: string,
  env: Record<string, string | undefined>,
): { problem: string; clean: string; find: () => string[] }[];
