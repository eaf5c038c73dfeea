import { ItemForm } from "../desk-item-form";
import { channelNames } from "~/channels/channel-messages";
import type { ChannelFeedView, SyncLogRow } from "~/channels/channel-services";
import type { DeskFormFailure } from "../desk-form-post";
import { hotelDateTime } from "../desk-time";
import { FormNotice } from "../form-notice";
import { feedStatusWords } from "./channel-messages";
import { failingWords, feedHealth } from "./feed-health";

interface FeedCardProps {
  feed: ChannelFeedView;
  log: readonly SyncLogRow[];
  now: Date;
  formKey: string;
  failure: DeskFormFailure | null;
}

const targetOf = (feed: ChannelFeedView) => (feed.unitNumber ? `${feed.roomTypeName} · Room ${feed.unitNumber}` : `${feed.roomTypeName} (any room)`);

/** How the feed's fetches go: a warning in words (never colour alone) once it fails, raised after six hours. */
function Health({ feed, now }: { feed: ChannelFeedView; now: Date }) {
  const health = feedHealth(feed.failingSince, now);
  if (health.kind === "fine") return null;
  const alert = health.kind === "alert";
  return (
    <p role={alert ? "alert" : "status"} className={`mt-2 rounded-md border-l-4 p-2 text-sm font-semibold ${alert ? "border-red-700 bg-red-50 text-red-900" : "border-saffron-700 bg-sand-50"}`}>
      {alert ? "Warning: " : ""}
      {failingWords(health.hours)}. New reservations on this channel are not seen until it is read again.
    </p>
  );
}

/** One channel's calendar: what it is, how its last fetch went, its log, "Fetch now" and Remove. */
export function FeedCard({ feed, log, now, formKey, failure }: FeedCardProps) {
  const formOf = (name: string) => (failure?.form === `${name}:${feed.id}` ? failure.error : undefined);
  const [fetchError, removeError] = [formOf("fetch"), formOf("remove")];
  return (
    <li id={`feed-${feed.id}`} className="scroll-mt-4 rounded-md border border-sand-200 p-3" data-testid="channel-feed">
      <h3 className="text-lg font-semibold break-words">{feed.name}</h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold">Channel</dt>
        <dd>{channelNames[feed.channel]}</dd>
        <dt className="font-semibold">Holds</dt>
        <dd>{targetOf(feed)}</dd>
        <dt className="font-semibold">Address</dt>
        <dd className="min-w-0 break-all font-mono text-xs">{feed.url}</dd>
        <dt className="font-semibold">Last fetch</dt>
        <dd>{feed.lastFetchedAt ? hotelDateTime(feed.lastFetchedAt) : "Not fetched yet"}</dd>
        <dt className="font-semibold">Status</dt>
        <dd data-testid="feed-status">{feed.lastStatus ? feedStatusWords[feed.lastStatus] : "Waiting for the first fetch"}</dd>
        <dt className="font-semibold">Events</dt>
        <dd data-testid="feed-events">{feed.eventsCount}</dd>
        {feed.lastError ? (
          <>
            <dt className="font-semibold">Error</dt>
            <dd className="break-words">{feed.lastError}</dd>
          </>
        ) : null}
      </dl>
      <Health feed={feed} now={now} />
      <div className="mt-3 flex flex-wrap items-start gap-2">
        <ItemForm intent="fetch" name="feed_id" value={feed.id} formKey={formKey}>
          <button type="submit" className="btn-primary">
            Fetch now<span className="sr-only"> {feed.name}</span>
          </button>
        </ItemForm>
        <details open={Boolean(removeError)}>
          <summary className="btn-secondary cursor-pointer list-none">
            Remove<span className="sr-only"> {feed.name}</span>
          </summary>
          <ItemForm intent="remove" name="feed_id" value={feed.id} formKey={formKey} className="mt-2 rounded-md border-l-4 border-saffron-700 bg-sand-50 p-3">
            <p className="text-sm">Its holds are released and their nights go back on sale. Bookings made from its holds stay.</p>
            <button type="submit" className="btn-secondary mt-2 border-red-700 text-red-800">
              Yes, remove {feed.name}
            </button>
          </ItemForm>
        </details>
      </div>
      <FormNotice error={fetchError ?? removeError} />
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-river-800">
          Sync log<span className="sr-only"> of {feed.name}</span> ({log.length})
        </summary>
        {log.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">Not fetched yet.</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Latest fetches of {feed.name}, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-2">
                  When
                </th>
                <th scope="col" className="pr-2">
                  Status
                </th>
                <th scope="col" className="pr-2">
                  Events
                </th>
                <th scope="col">Error</th>
              </tr>
            </thead>
            <tbody>
              {log.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the log is shown as read, newest first
                <tr key={index} className="border-t border-sand-200 align-top">
                  <td className="pr-2 whitespace-nowrap">{hotelDateTime(row.at)}</td>
                  <td className="pr-2">{feedStatusWords[row.status] ?? row.status}</td>
                  <td className="pr-2">{row.events}</td>
                  <td className="break-words">{row.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </li>
  );
}
