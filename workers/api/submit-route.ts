import type { Context } from "hono";
import type { HonoEnv } from "../hono-env";
import { clientIpOf } from "../platform/client-ip";
import type { SubmissionKind } from "~/server/app-services";
import { PAGE_LANG_HEADER, langOfHeader } from "~/i18n/lang";
import { errorBody, readJsonBody } from "./read-json-body";

/**
 * A POST endpoint that hands its JSON body to the intake pipeline (product-rules.md: Nothing
 * submitted is lost, Idempotency, Bot protection, Abuse limits, Bad input) and answers exactly what
 * the pipeline says. The body is read defensively (16 KiB, malformed JSON → 400) before any work.
 */
export function submitRoute(kind: SubmissionKind) {
  return async (c: Context<HonoEnv>) => {
    const body = await readJsonBody(c);
    if (!body.ok) return c.json(errorBody(body.code, body.message), body.status);
    const result = await c.get("services").intake.submit(kind, body.value, {
      idempotencyKey: c.req.header("Idempotency-Key") ?? null,
      clientIp: clientIpOf(c.req.raw),
      now: c.get("now"),
      // A Hindi page's requests say so (product-rules.md: Hindi); validation then answers in Hindi.
      lang: langOfHeader(c.req.header(PAGE_LANG_HEADER)),
    });
    return c.json(result.body, result.status, result.headers);
  };
}
