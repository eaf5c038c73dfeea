import { z } from "zod";
import { siteUrlOf } from "./site-address.server";

/**
 * The Worker's configuration, read and checked from the bindings' vars and secrets. Everything else
 * in the Worker receives this object, never `env` strings.
 */
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const configSchema = z.object({
  ENVIRONMENT: z.preprocess(emptyToUndefined, z.string().default("development")),
  ADMIN_API_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  ADMIN_API_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  TURNSTILE_SITE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  TURNSTILE_SECRET_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  TURNSTILE_VERIFY_URL: z.preprocess(
    emptyToUndefined,
    z.url().default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  ),
  SITE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
});

export interface AppConfig {
  environment: string;
  isProduction: boolean;
  origin: { mode: "embedded" } | { mode: "upstream"; baseUrl: string; apiKey: string };
  turnstile: { siteKey?: string; secretKey?: string; verifyUrl: string };
  /** The address every absolute URL is built from (site-address.ts), an origin without a slash. */
  siteUrl: string;
}

/**
 * The last configuration read, with the values it was read from. Every request reads the config,
 * and validating it costs about a millisecond in workerd; the values only change with a deploy.
 */
let last: { input: unknown[]; config: AppConfig } | null = null;

export function readConfig(env: Cloudflare.Env): AppConfig {
  const input = {
    ENVIRONMENT: env.ENVIRONMENT,
    ADMIN_API_URL: env.ADMIN_API_URL,
    ADMIN_API_KEY: (env as { ADMIN_API_KEY?: string }).ADMIN_API_KEY,
    TURNSTILE_SITE_KEY: env.TURNSTILE_SITE_KEY,
    TURNSTILE_SECRET_KEY: (env as { TURNSTILE_SECRET_KEY?: string }).TURNSTILE_SECRET_KEY,
    TURNSTILE_VERIFY_URL: env.TURNSTILE_VERIFY_URL,
    SITE_URL: env.SITE_URL,
  };
  const values = Object.values(input);
  if (last && values.every((value, i) => value === last?.input[i])) return last.config;
  const config = parseConfig(input);
  last = { input: values, config };
  return config;
}

function parseConfig(input: Record<string, unknown>): AppConfig {
  const raw = configSchema.parse(input);
  const origin = raw.ADMIN_API_URL
    ? {
        mode: "upstream" as const,
        baseUrl: raw.ADMIN_API_URL.replace(/\/+$/, ""),
        apiKey: raw.ADMIN_API_KEY ?? "",
      }
    : { mode: "embedded" as const };
  return {
    environment: raw.ENVIRONMENT,
    isProduction: raw.ENVIRONMENT === "production",
    origin,
    turnstile: {
      siteKey: raw.TURNSTILE_SITE_KEY,
      secretKey: raw.TURNSTILE_SECRET_KEY,
      verifyUrl: raw.TURNSTILE_VERIFY_URL,
    },
    siteUrl: siteUrlOf(raw.ENVIRONMENT, raw.SITE_URL),
  };
}
