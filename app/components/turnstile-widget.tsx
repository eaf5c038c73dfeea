import { useEffect, useRef } from "react";
import { useLang, useWords } from "~/i18n/words";
import { useRootData } from "~/root-data";

/** The field name Turnstile gives its token; actions read it and fetches send it along. */
export const turnstileFieldName = "cf-turnstile-response";

const scriptUrl = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface TurnstileApi {
  render(container: HTMLElement, options: { sitekey: string; action?: string; size?: string; language?: string }): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let scriptPromise: Promise<TurnstileApi> | null = null;

// Cloudflare's script is loaded once, and only on pages that show a protected form.
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptPromise ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile missing")));
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error("Turnstile did not load"));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

/**
 * The site key from the root loader; null when Turnstile is not configured (local runs,
 * product-rules.md: Bot protection).
 */
export function useTurnstileSiteKey(): string | null {
  const data = useRootData();
  return data?.turnstileSiteKey ?? null;
}

interface TurnstileWidgetProps {
  siteKey: string | null;
  /** Change it after each answer: a token is good for one submission only. */
  resetKey?: string | number | null;
  /** Turnstile's analytics label for the form ("contact", "event", …). */
  action?: string;
  /**
   * False until the guest starts on the form: the space is kept (no layout shift) but
   * Cloudflare's script loads only for guests who actually fill something in.
   */
  active?: boolean;
}

/**
 * Cloudflare Turnstile (product-rules.md: Bot protection). Renders nothing without a site key. The
 * widget writes its token into a hidden `cf-turnstile-response` input inside the surrounding form.
 */
export function TurnstileWidget({ siteKey, resetKey, action, active = true }: TurnstileWidgetProps) {
  const container = useRef<HTMLDivElement>(null);
  // A Hindi page's widget speaks Hindi; an English page's keeps Turnstile's own choice, as before.
  const hindi = useLang() === "hi";
  const widget = useRef<{ api: TurnstileApi; id: string } | null>(null);

  useEffect(() => {
    if (!siteKey || !active || !container.current) return;
    let cancelled = false;
    const element = container.current;
    loadTurnstile()
      .then((api) => {
        if (cancelled) return;
        const options = { sitekey: siteKey, action, size: "flexible", ...(hindi ? { language: "hi" } : {}) };
        widget.current = { api, id: api.render(element, options) };
      })
      .catch(() => {
        // The form still posts; the server answers that the check failed, which the form shows.
      });
    return () => {
      cancelled = true;
      if (widget.current) widget.current.api.remove(widget.current.id);
      widget.current = null;
    };
  }, [siteKey, action, active, hindi]);

  useEffect(() => {
    if (resetKey != null && widget.current) widget.current.api.reset(widget.current.id);
  }, [resetKey]);

  if (!siteKey) return null;
  return (
    <div className="col-span-full min-h-[65px]">
      <div ref={container} />
      <NeedsJavaScript />
    </div>
  );
}

/** Said only where a widget is shown, so a form without Turnstile needs none of the form's words. */
function NeedsJavaScript() {
  const { needsJavaScript } = useWords("form");
  return (
    <noscript>
      <p className="text-sm text-ink-700">{needsJavaScript}</p>
    </noscript>
  );
}
