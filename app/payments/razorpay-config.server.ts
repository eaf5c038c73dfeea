/**
 * Razorpay's keys and address (product-rules.md: Deposits, "Keys and safety"). Online deposits are
 * on only when the key id and both secrets are set, the website owns its bookings (embedded mode),
 * and, in production, the address is Razorpay's own.
 */
import { readConfig } from "~/server/env.server";

export const razorpayApiUrl = "https://api.razorpay.com";

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API without a trailing slash (a stand-in's in tests). */
  apiUrl: string;
  /** The site's own address: the guest's return link is built from it, never from a request. */
  siteUrl: string;
  /** An rzp_test_ key: payments are pretend (the launch check flags it in production). */
  testMode: boolean;
}

type RazorpayEnv = Cloudflare.Env & { RAZORPAY_KEY_SECRET?: string; RAZORPAY_WEBHOOK_SECRET?: string };

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

let warnedAddress = false;

/** Why online deposits are off, in the desk's words; null when they are on. */
export function depositsOffReason(env: Cloudflare.Env): string | null {
  const config = readConfig(env);
  const vars = env as RazorpayEnv;
  if (config.origin.mode !== "embedded") {
    return "Deposits are off: the hotel's own system keeps the bookings, so it takes any payments.";
  }
  if (!text(vars.RAZORPAY_KEY_ID) || !text(vars.RAZORPAY_KEY_SECRET) || !text(vars.RAZORPAY_WEBHOOK_SECRET)) {
    return "Online deposits are off: Razorpay's keys are not set (README: Online deposits).";
  }
  const apiUrl = (text(vars.RAZORPAY_API_URL) || razorpayApiUrl).replace(/\/+$/, "");
  if (config.isProduction && apiUrl !== razorpayApiUrl) {
    if (!warnedAddress) {
      warnedAddress = true;
      console.error(JSON.stringify({ event: "razorpay_address_refused", apiUrl }));
    }
    return "Online deposits are off: RAZORPAY_API_URL is not Razorpay's address.";
  }
  return null;
}

/** The gateway's settings, or null when online deposits are off (depositsOffReason says why). */
export function readRazorpayConfig(env: Cloudflare.Env): RazorpayConfig | null {
  if (depositsOffReason(env) !== null) return null;
  const vars = env as RazorpayEnv;
  const keyId = text(vars.RAZORPAY_KEY_ID);
  return {
    keyId,
    keySecret: text(vars.RAZORPAY_KEY_SECRET),
    webhookSecret: text(vars.RAZORPAY_WEBHOOK_SECRET),
    apiUrl: (text(vars.RAZORPAY_API_URL) || razorpayApiUrl).replace(/\/+$/, ""),
    siteUrl: readConfig(env).siteUrl,
    testMode: keyId.startsWith("rzp_test_"),
  };
}
