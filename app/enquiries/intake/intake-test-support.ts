import { RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "~/context";
import type { AppServices, IntakeResult, SubmissionKind, SubmissionMeta } from "~/server/app-services";

/** What a form's action handed the intake. */
export interface IntakeCall {
  kind: SubmissionKind;
  body: unknown;
  meta: SubmissionMeta;
}

/** A context whose intake records what the action hands it and answers `result`. */
export function contextAnswering(result: IntakeResult) {
  const calls: IntakeCall[] = [];
  const context = new RouterContextProvider();
  const intake: AppServices["intake"] = {
    submit: async (kind, body, meta) => {
      calls.push({ kind, body, meta });
      return result;
    },
  };
  context.set(servicesContext, { intake } as AppServices);
  context.set(requestInfoContext, {
    nonce: "n",
    formToken: "t",
    requestId: "r",
    now: new Date("2026-11-21T06:00:00Z"),
    clientIp: "203.0.113.7",
    documentRequest: true,
  });
  return { context, calls };
}
