import { useEffect, useState } from "react";

/**
 * Copies an address to the clipboard. It shows only once the page's script runs: without it, the
 * address sits in a read-only field beside it, ready to select and copy by hand.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => {
        navigator.clipboard
          .writeText(text)
          .then(() => setCopied(true))
          .catch(() => setCopied(false));
      }}
    >
      {copied ? "Copied" : "Copy"}
      <span className="sr-only"> {label}</span>
      <span className="sr-only" aria-live="polite">
        {copied ? ` ${label} copied` : ""}
      </span>
    </button>
  );
}
