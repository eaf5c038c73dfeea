import { Fragment, type ReactNode } from "react";

/**
 * `fill()` for a sentence with elements in it: "Write to {email}." with `{ email: <EmailLink /> }`,
 * so each language orders the sentence its own way around the same link (product-rules.md: Hindi).
 * A placeholder with no node stays as written.
 */
export function fillNodes(template: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    // biome-ignore lint/suspicious/noArrayIndexKey: the template's parts are fixed; their place is their identity.
    return part in nodes ? <Fragment key={index}>{nodes[part]}</Fragment> : `{${part}}`;
  });
}
