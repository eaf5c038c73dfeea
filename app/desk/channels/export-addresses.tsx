import { Form } from "react-router";
import type { ChannelExportView } from "~/channels/channel-services";
import type { DeskFormFailure } from "../desk-form-post";
import { FormNotice } from "../form-notice";
import { CopyButton } from "./copy-button";

/**
 * The hotel's own calendars, one per room type and one per numbered room, each at a secret address
 * staff give a channel. "Regenerate" asks first: the old address stops working at once, so every
 * channel given it must be given the new one.
 */
export function ExportAddresses({ exports, formKey, failure }: { exports: readonly ChannelExportView[]; formKey: string; failure: DeskFormFailure | null }) {
  if (exports.length === 0) return <p className="mt-2 text-ink-700">No rooms yet: add room types and numbers first.</p>;
  return (
    <ul className="mt-3 grid list-none gap-3 p-0">
      {exports.map((entry) => {
        const id = `export-${entry.kind}-${entry.targetId}`;
        const mine = failure?.form === `regenerate:${entry.kind}:${entry.targetId}` ? failure.error : undefined;
        return (
          <li key={id} className="rounded-md border border-sand-200 p-3" data-testid="channel-export">
            <label htmlFor={id} className="field-label">
              {entry.label}
            </label>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <input id={id} readOnly value={entry.url} className="field-input min-w-0 flex-1 font-mono text-xs" />
              <CopyButton text={entry.url} label={`the address of ${entry.label}`} />
            </div>
            <details className="mt-2" open={Boolean(mine)}>
              <summary className="cursor-pointer font-semibold text-river-800">
                Regenerate<span className="sr-only"> the address of {entry.label}</span>
              </summary>
              <Form method="post" className="mt-2 rounded-md border-l-4 border-saffron-700 bg-sand-50 p-3">
                <input type="hidden" name="intent" value="regenerate" />
                <input type="hidden" name="kind" value={entry.kind} />
                <input type="hidden" name="target_id" value={entry.targetId} />
                <input type="hidden" name="request_key" value={`${formKey}:regenerate:${entry.kind}:${entry.targetId}`} />
                <p className="text-sm">
                  The old address stops working at once. Every channel that reads it must be given the new one, or it no longer sees
                  when {entry.label} is taken.
                </p>
                <button type="submit" className="btn-secondary mt-2 border-red-700 text-red-800">
                  Yes, make a new address<span className="sr-only"> for {entry.label}</span>
                </button>
              </Form>
              <FormNotice error={mine} />
            </details>
          </li>
        );
      })}
    </ul>
  );
}
