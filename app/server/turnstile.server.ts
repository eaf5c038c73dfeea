import { z } from "zod";
import { hotel } from "~/content/hotel";
import type { IntakeResult } from "~/server/app-services";
import type { AppConfig } from "./env.server";

/** The body field the Turnstile widget posts its token in (product-rules.md: Bot protection). */
export const turnstileTokenField = "cf-turnstile-response";

const verifyTimeoutMs = 4000;
// Cloudflare's tokens are at most 2048 characters; anything longer is not a token.
const maxTokenLength = 2048;

export type TurnstileCheck = { ok: true } | { ok: false; result: IntakeResult };

const callUs = () => `call us on ${hotel.phones.primary.display} or write to ${hotel.emails.reservations}`;

export const turnstileFailed: IntakeResult = {
  status: 403,
  body: { error: { code: "turnstile_failed", message: "Please complete the security check and try again." } },
};

export const formsClosed: IntakeResult = {
  status: 503,
  body: {
    error: {
      code: "forms_unavailable",
      message: `Online forms are temporarily unavailable. Please ${callUs()}.`,
    },
  },
};

const verifierDown: IntakeResult = {
  status: 503,
  body: {
    error: {
      code: "turnstile_unavailable",
      message: `We could not run the security check just now. Please try again in a minute, or ${callUs()}.`,
    },
  },
  headers: { "Retry-After": "30" },
};

const siteverifyAnswer = z.object({ success: z.boolean() });

/**
 * Bot protection (product-rules.md): verifies the widget's token with siteverify before anything is
 * stored. Without both keys outside production the check is skipped (local runs work offline);
 * production without both keys fails closed, and so does a siteverify that cannot be reached.
 */
export async function checkTurnstile(config: AppConfig, token: unknown, clientIp: string): Promise<TurnstileCheck> {
  const { siteKey, secretKey, verifyUrl } = config.turnstile;
  const configured = Boolean(siteKey && secretKey);
  if (config.isProduction && !configured) return { ok: false, result: formsClosed };
  // Outside production a half-configured pair is treated as none: without a site key no widget
  // renders, so checking tokens would refuse every form.
  if (!configured || !secretKey) return { ok: true };
  if (typeof token !== "string" || token.trim() === "" || token.length > maxTokenLength) {
    return { ok: false, result: turnstileFailed };
  }

  const form = new URLSearchParams({ secret: secretKey, response: token });
  if (clientIp !== "unknown") form.set("remoteip", clientIp);
  try {
    const response = await fetch(verifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(verifyTimeoutMs),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    const answer = siteverifyAnswer.safeParse(await response.json());
    if (!answer.success) throw new Error("siteverify answered an unexpected shape");
    return answer.data.success ? { ok: true } : { ok: false, result: turnstileFailed };
  } catch (error) {
    console.error(JSON.stringify({ event: "turnstile_unreachable", error: String(error) }));
    return { ok: false, result: verifierDown };
  }
}
