import { Hono } from "hono";
import { issuesToFieldErrors } from "~/domain/field-errors";
import { isRecord } from "~/domain/schema-fields";
import { newsletterSchemaIn } from "~/enquiries/newsletter/newsletter-wording.server";
import { PAGE_LANG_HEADER, langOfHeader } from "~/i18n/lang";
import type { HonoEnv } from "../hono-env";
import { turnstileTokenField } from "../../app/server/turnstile.server";
import { errorBody } from "./read-json-body";
import { submitRoute } from "./submit-route";

const subscribe = submitRoute("newsletter");

/** The body the intake validated: the Turnstile token is never a field. */
function fieldsOf(body: unknown): unknown {
  if (!isRecord(body) || !(turnstileTokenField in body)) return body;
  const { [turnstileTokenField]: _token, ...fields } = body;
  return fields;
}

async function jsonOf(message: { json(): Promise<unknown> }): Promise<unknown> {
  try {
    return await message.json();
  } catch {
    return null;
  }
}

const isValidationFailure = (body: unknown) => isRecord(body) && isRecord(body.error) && body.error.code === "validation_failed";

/**
 * POST /api/newsletter `{ email }`: stored once per address in D1 (product-rules.md: Forms that
 * reach the hotel); a repeat is the same 200. A Hindi page's request (`X-Page-Lang: hi`) hears what
 * to fix in Hindi (product-rules.md: Hindi): the pipeline runs as for any request, and a refused
 * address is checked again with the Hindi wording for the answer.
 */
export const newsletterApi = new Hono<HonoEnv>().post("/", async (c) => {
  if (langOfHeader(c.req.header(PAGE_LANG_HEADER)) !== "hi") return subscribe(c);
  // Kept for the answer: the pipeline reads the request's own body (at most 16 KiB, read-json-body).
  const sent = c.req.raw.clone();
  const answer = await subscribe(c);
  if (answer.status !== 400 || !isValidationFailure(await jsonOf(answer.clone()))) return answer;
  const checked = newsletterSchemaIn("hi").safeParse(fieldsOf(await jsonOf(sent)));
  if (checked.success) return answer;
  const fields = issuesToFieldErrors(checked.error);
  return c.json(errorBody("validation_failed", Object.values(fields)[0] ?? "", fields), 400);
});
