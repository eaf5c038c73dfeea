/**
 * The one pipeline every guest submission goes through, from the API and from page actions alike
 * (product-rules.md: Nothing submitted is lost, Idempotency, Bot protection, Abuse limits, Bad
 * input). In order, each step cheaper than the next and nothing stored before it is safe to:
 *
 * 1. rate limit per client (product-rules.md: Abuse limits);
 * 2. take the Turnstile token out of the body: it is checked, never validated, stored or forwarded;
 * 3. a retry of a finished submission (same Idempotency-Key, same body) gets the stored answer at
 *    once, even though its Turnstile token is already spent (product-rules.md: Idempotency);
 *    same key, other body: 422;
 * 4. validate with the shared schemas (400 with the original site's field messages;
 *    product-rules.md: Bad input);
 * 5. claim the key (UNIQUE insert; simultaneous twins wait for the first one's answer);
 * 6. Turnstile (product-rules.md: Bot protection), then the kind's plan (rooms looked up, prices
 *    recomputed…); a refusal gives the key back so the guest can correct and resend;
 * 7. store the submission and its answer in the D1 outbox (with the booking rows, in one batch);
 * 8. answer; in upstream mode forward in the background, retried through the Queue on failure.
 */
import { todayInHotel } from "~/domain/hotel-date";
import { createNewsletterSchema } from "~/domain/newsletter-schema";
import { issuesToFieldErrors, type FieldErrors } from "~/domain/field-errors";
import { isRecord } from "~/domain/schema-fields";
import { deliverNow } from "~/server/deliver-upstream.server";
import type { AppConfig } from "~/server/env.server";
import {
  claimOrReplay,
  finishedAnswer,
  invalidKeyResult,
  isValidIdempotencyKey,
  requestHash,
} from "~/server/idempotency.server";
import { enqueueMail, mailIdsOf, mailStatement } from "~/mail/mail-outbox.server";
import { submissionMail } from "~/mail/submission-mail.server";
import { acceptStatement, findSubmissionByKey, releaseClaim } from "~/server/outbox.server";
import { isRateLimited, rateLimitedError } from "~/server/rate-limit.server";
import { checkTurnstile, turnstileTokenField } from "~/server/turnstile.server";
import type { AppServices, IntakeResult, SubmissionKind, SubmissionMeta } from "~/server/app-services";
import { bookingRefusalOf, type RoomsLookup, type StayRates } from "~/booking/wizard/booking-service.server";
import { signUp, subscribedResult } from "../newsletter/newsletter-store.server";
import { readRazorpayConfig } from "~/payments/razorpay-config.server";
import { type OutboxKind, validateSubmission } from "./submission-kinds.server";

export interface IntakeDeps {
  env: Cloudflare.Env;
  config: AppConfig;
  waitUntil(promise: Promise<unknown>): void;
  rooms: RoomsLookup;
  /** Each night's rate of a stay, read fresh from the origin for pricing. */
  stayRates: StayRates;
  /** The site's address as the guest reached it, for links in e-mails. */
  siteOrigin: string;
  /** Signs the links to guests' booking pages; null where none can be signed. */
  linkSecret: string | null;
}

function validationFailed(fields: FieldErrors): IntakeResult {
  const message = Object.values(fields)[0] ?? "Please check the form.";
  return { status: 400, body: { error: { code: "validation_failed", message, fields } } };
}

/** Splits the widget's token from the fields; the token must never reach storage or the admin API. */
function takeTurnstileToken(body: unknown): { token: unknown; fields: unknown } {
  if (!isRecord(body) || !(turnstileTokenField in body)) return { token: undefined, fields: body };
  const { [turnstileTokenField]: token, ...fields } = body;
  return { token, fields };
}

async function subscribe(deps: IntakeDeps, fields: unknown, token: unknown, meta: SubmissionMeta) {
  const parsed = createNewsletterSchema().safeParse(fields);
  if (!parsed.success) return validationFailed(issuesToFieldErrors(parsed.error));
  const turnstile = await checkTurnstile(deps.config, token, meta.clientIp);
  if (!turnstile.ok) return turnstile.result;
  const signUpDeps = { db: deps.env.DB, queue: deps.env.DELIVERY_QUEUE, origin: deps.siteOrigin, clientIp: meta.clientIp };
  await signUp(signUpDeps, parsed.data.email, meta.now, meta.lang);
  return subscribedResult;
}

async function releaseQuietly(db: D1Database, key: string, token: string): Promise<void> {
  try {
    await releaseClaim(db, key, token);
  } catch (error) {
    // The claim then expires on its own (idempotencyTiming.staleAfterMs).
    console.error(JSON.stringify({ event: "claim_release_failed", error: String(error) }));
  }
}

async function submitToOutbox(
  deps: IntakeDeps,
  kind: OutboxKind,
  fields: unknown,
  token: unknown,
  meta: SubmissionMeta,
): Promise<IntakeResult> {
  const db = deps.env.DB;
  const key = meta.idempotencyKey ?? `server:${crypto.randomUUID()}`;
  if (!isValidIdempotencyKey(key)) return invalidKeyResult;
  const hash = await requestHash(kind, fields);

  if (meta.idempotencyKey !== null) {
    const earlier = await findSubmissionByKey(db, key);
    if (earlier && earlier.status !== "processing") return finishedAnswer(earlier, hash);
  }

  const validated = validateSubmission(kind, fields, { today: todayInHotel(meta.now), lang: meta.lang ?? "en" });
  if (!validated.ok) return validationFailed(validated.fields);

  const decision = await claimOrReplay(db, { key, hash, kind });
  if (decision.kind === "answered") return decision.result;
  const claim = decision.token;

  let submissionId: number | undefined;
  let mailIds: number[] = [];
  let response: IntakeResult;
  try {
    const turnstile = meta.vouched ? { ok: true as const } : await checkTurnstile(deps.config, token, meta.clientIp);
    if (!turnstile.ok) {
      await releaseQuietly(db, key, claim);
      return turnstile.result;
    }
    const mode = deps.config.origin.mode;
    const payments = readRazorpayConfig(deps.env);
    const outcome = await validated.plan({ rooms: deps.rooms, stayRates: deps.stayRates, db, mode, linkSecret: deps.linkSecret, payments });
    if (!outcome.ok) {
      await releaseQuietly(db, key, claim);
      return outcome.result;
    }
    const { plan } = outcome;
    const accept = acceptStatement(db, {
      key,
      token: claim,
      status: mode === "upstream" ? "stored" : "local",
      reference: plan.reference,
      upstreamPath: plan.delivery.path,
      payload: plan.delivery.payload,
      response: plan.response,
      now: new Date(),
      lang: meta.lang,
    });
    const mail = await submissionMail({
      kind,
      reference: plan.reference,
      response: plan.response.body,
      payload: plan.delivery.payload,
      source: plan.source,
      origin: deps.siteOrigin,
      linkSecret: deps.linkSecret,
      lang: meta.lang,
    });
    const now = new Date();
    const results = await db.batch<{ id: number }>([...plan.statements, accept, ...mail.map((message) => mailStatement(db, message, now))]);
    submissionId = results[plan.statements.length].results[0]?.id;
    mailIds = mailIdsOf(results);
    response = plan.response;
    if (plan.afterStored) response = await plan.afterStored(plan.response);
  } catch (error) {
    await releaseQuietly(db, key, claim);
    // A database rule (the last room taken, the guest's open requests at the limit) refused it.
    const refusal = bookingRefusalOf(error);
    if (refusal) return refusal;
    throw error;
  }

  // The guest's answer never waits for mail; a message not queued now is sent by the sweeper.
  if (mailIds.length > 0) deps.waitUntil(enqueueMail(deps.env.DELIVERY_QUEUE, mailIds));
  if (submissionId === undefined) {
    // Only if this request outlived its claim (> staleAfterMs) and another took the key over.
    console.error(JSON.stringify({ event: "claim_lost", kind }));
  } else if (deps.config.origin.mode === "upstream") {
    deps.waitUntil(deliverNow(db, deps.config, deps.env.DELIVERY_QUEUE, submissionId));
  }
  return response;
}

export function createIntakeService(deps: IntakeDeps): AppServices["intake"] {
  return {
    async submit(kind: SubmissionKind, body: unknown, meta: SubmissionMeta): Promise<IntakeResult> {
      if (await isRateLimited(deps.env.RATE_LIMITER, "submit", meta.clientIp)) return rateLimitedError;
      const { token: bodyToken, fields } = takeTurnstileToken(body);
      const token = meta.turnstileToken ?? bodyToken;
      return kind === "newsletter"
        ? subscribe(deps, fields, token, meta)
        : submitToOutbox(deps, kind, fields, token, meta);
    },
  };
}
