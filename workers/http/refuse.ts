import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorBody } from "../api/read-json-body";
import { refusalPage } from "./refusal-page";
import { wantsJson } from "./request-kind";

export interface Refusal {
  status: ContentfulStatusCode;
  /** Machine-readable, for JSON answers. */
  code: string;
  /** The page's heading, for HTML answers. */
  title: string;
  /** What happened and what to do, in the guest's words; both answers carry it. */
  message: string;
  headers?: Record<string, string>;
}

/** A refusal as our API's JSON error for /api and data requests, as a short page for everything else. */
export function refuse(c: Context, refusal: Refusal): Response {
  const { status, code, title, message, headers = {} } = refusal;
  if (wantsJson(c.req.path)) return c.json(errorBody(code, message), status, headers);
  return c.html(refusalPage(title, message), status, headers);
}
