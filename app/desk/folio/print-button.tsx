import { useEffect, useState } from "react";

/**
 * Prints the page where the browser runs the desk's scripts; before that (or without them) it says
 * how to print instead, so the page never shows a button that does nothing.
 */
export function PrintButton({ label }: { label: string }) {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  if (!scripted) return <span className="text-sm text-ink-700">To print, use the browser's Print command.</span>;
  return (
    <button type="button" className="btn-secondary" onClick={() => window.print()}>
      {label}
    </button>
  );
}
