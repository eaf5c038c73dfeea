export interface ForbiddenString {
  /** Safe to print: a variable name, never a secret's value. */
  label: string;
  text: string;
}
export function forbiddenStrings(env: Record<string, string | undefined>): ForbiddenString[];
export function findLeaks(root: string, forbidden: ForbiddenString[]): string[];
