import { Form } from "react-router";
import type { ChannelHoldView } from "~/channels/channel-services";
import { hotelDateTime } from "../desk-time";

/**
 * The channels' holds that collide with what the site sold, in staff words, at the top of Today:
 * each stays until staff have dealt with it (moved a guest, called the channel) and press "Clear".
 * "Clear" posts to the Channels page, which brings staff back here.
 */
export function ChannelConflicts({ conflicts, formKey }: { conflicts: readonly ChannelHoldView[]; formKey: string }) {
  if (conflicts.length === 0) return null;
  return (
    <section aria-labelledby="channel-conflicts" className="mt-4 rounded-md border-l-4 border-red-700 bg-white p-3" data-testid="channel-conflicts">
      <h2 id="channel-conflicts" className="heading-3 text-red-900">
        {conflicts.length === 1 ? "A channel conflict needs you" : `${conflicts.length} channel conflicts need you`}
      </h2>
      <ul className="mt-2 grid list-none gap-3 p-0">
        {conflicts.map((hold) => (
          <li key={hold.id} className="flex flex-wrap items-start justify-between gap-2" data-testid="channel-conflict">
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{hold.conflictNote}</p>
              {hold.conflictFoundAt ? <p className="text-sm text-ink-700">Found {hotelDateTime(hold.conflictFoundAt)}</p> : null}
            </div>
            <Form method="post" action="/admin/channels">
              <input type="hidden" name="intent" value="clear" />
              <input type="hidden" name="hold_id" value={hold.id} />
              <input type="hidden" name="back" value="today" />
              <input type="hidden" name="request_key" value={`${formKey}:clear:${hold.id}`} />
              <button type="submit" className="btn-secondary">
                Clear<span className="sr-only"> the conflict: {hold.conflictNote}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
