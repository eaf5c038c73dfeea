import { redirect } from "react-router";
import { addFeed, listFeeds, removeFeed, syncLog } from "~/channels/channel-feeds.server";
import { listExports, regenerateExport } from "~/channels/channel-exports.server";
import { clearConflict, listHolds } from "~/channels/channel-holds.server";
import type { ChannelOutcome } from "~/channels/channel-services";
import { addDays, todayInHotel } from "~/domain/hotel-date";
import { readDeskForm } from "../desk-form-post";
import { DeskSection } from "../desk-section";
import { OutcomeNotices } from "../outcome-notices";
import { UpstreamError } from "../upstream-error";
import { AddFeedForm } from "./add-feed-form";
import { ChannelHoldsList } from "./channel-holds-list";
import { channelsDone, channelsRefusals } from "./channel-messages";
import { deskChannelsOf } from "./desk-channels.server";
import { ExportAddresses } from "./export-addresses";
import { FeedCard } from "./feed-card";
import { feedTargets, targetOf } from "./feed-targets.server";
import { fetchFeedNow } from "./fetch-feed-now.server";
import type { Route } from "./+types/admin-channels";

/** How far ahead the page lists the channels' holds: a year, as far as the channels sell. */
const HOLDS_AHEAD_NIGHTS = 366;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, siteUrl, now } = deskChannelsOf(context);
  const today = todayInHotel(now);
  const [exports, feeds, types, holds] = await Promise.all([
    listExports(db, siteUrl, now),
    listFeeds(db),
    feedTargets(db),
    listHolds(db, today, addDays(today, HOLDS_AHEAD_NIGHTS)),
  ]);
  const logs = await Promise.all(feeds.map((feed) => syncLog(db, feed.id)));
  return {
    exports,
    feeds: feeds.map((feed, index) => ({ feed, log: logs[index] ?? [] })),
    types,
    holds,
    now: now.toISOString(),
    done: channelsDone[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

/** A refused store outcome's field, as the add-feed form names it (one target field for type and room). */
const formField = (field: string | undefined) => (field === "roomId" || field === "unitId" ? "target" : field);

export async function action({ context, request }: Route.ActionArgs) {
  const desk = deskChannelsOf(context);
  const { db, staff, now } = desk;
  const { fields, intent, requestKey, refuse, incomplete } = await readDeskForm(request);
  if (incomplete) return incomplete;
  const by = staff.email;
  const answer = (outcome: ChannelOutcome, formName: string, done: string, back = "/admin/channels") => {
    if (outcome.ok) return redirect(`${back}?done=${done}`, 303);
    const field = formField(outcome.field);
    return refuse(formName, { message: outcome.message, status: outcome.status, fields: field ? { [field]: outcome.message } : {} });
  };

  if (intent === "add") {
    const target = targetOf(fields.target);
    if (!target) return refuse("add", { message: "Choose a room type or room.", status: 422, fields: { target: "Choose a room type or room." } });
    const outcome = await addFeed(db, {
      name: fields.name ?? "",
      channel: fields.channel ?? "",
      url: fields.url ?? "",
      ...target,
      by,
      requestKey,
      allowLocalHttp: desk.allowLocalHttp,
      now,
    });
    return answer(outcome, "add", "added");
  }
  const feedId = Number(fields.feed_id);
  if (intent === "remove") return answer(await removeFeed(db, { feedId, by, requestKey, now }), `remove:${feedId}`, "removed");
  if (intent === "fetch") {
    const fetched = await fetchFeedNow(desk, feedId);
    if (fetched === "missing") return refuse(`fetch:${feedId}`, { message: channelsRefusals.noSuchFeed, status: 404 });
    return redirect(`/admin/channels?done=${fetched === "ok" ? "fetched" : "fetch-failed"}#feed-${feedId}`, 303);
  }
  if (intent === "regenerate") {
    const kind = fields.kind ?? "";
    const targetId = Number(fields.target_id);
    return answer(await regenerateExport(db, { kind, targetId, by, requestKey, now }), `regenerate:${kind}:${targetId}`, "regenerated");
  }
  if (intent === "clear") {
    const holdId = Number(fields.hold_id);
    // "Clear" on Today brings staff back to Today.
    const back = fields.back === "today" ? "/admin" : "/admin/channels";
    return answer(await clearConflict(db, { holdId, by, requestKey, now }), `clear:${holdId}`, back === "/admin" ? "conflict-cleared" : "cleared", back);
  }
  return refuse("", { message: channelsRefusals.unknownAction, status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: "Channels · Front desk" }];

/**
 * Calendar sync with the channels (product-rules.md: Channels): the hotel's own calendars to give
 * Booking.com, Airbnb and channel managers, the channels' calendars the hotel reads every 15
 * minutes with how each fetch went, and the holds they made.
 */
export default function DeskChannelsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { exports, feeds, types, holds, done, formKey } = loaderData;
  const now = new Date(loaderData.now);
  const failure = actionData ?? null;
  return (
    <>
      <h1 className="heading-2">Channels</h1>
      <p className="mt-2 text-ink-700">
        Booking.com, Airbnb and channel managers swap calendars with the hotel. Give each channel the hotel's calendar of a room or
        room type, and add the channel's own calendar below: its reservations then hold rooms here, so the site never sells them twice.
      </p>
      <OutcomeNotices done={done} error={failure?.form === "" ? failure.error : undefined} />

      <DeskSection id="channel-feeds" heading={`Channels' calendars (${feeds.length})`}>
        {feeds.length === 0 ? <p className="mt-2 text-ink-700">No channel calendars yet: add one below.</p> : null}
        <ul className="mt-3 grid list-none gap-3 p-0 md:grid-cols-2">
          {feeds.map(({ feed, log }) => (
            <FeedCard key={feed.id} feed={feed} log={log} now={now} formKey={formKey} failure={failure} />
          ))}
        </ul>
      </DeskSection>

      <DeskSection id="add-feed" heading="Add a channel's calendar">
        <AddFeedForm types={types} formKey={formKey} failure={failure} />
      </DeskSection>

      <DeskSection id="channel-holds" heading="Holds from the channels, from tonight">
        <ChannelHoldsList holds={holds} empty="No holds from the channels in the coming year." />
      </DeskSection>

      <DeskSection id="channel-exports" heading="The hotel's calendars for the channels">
        <p className="mt-2 text-sm text-ink-700">
          Each address lists the nights a room (or every room of a type) cannot be sold, with no guest's details. Keep them private:
          anyone with an address can read it.
        </p>
        <ExportAddresses exports={exports} formKey={formKey} failure={failure} />
      </DeskSection>
    </>
  );
}

/** Upstream, the hotel's own system keeps the bookings: the page says so, in the desk's frame. */
export function ErrorBoundary() {
  return <UpstreamError heading="Channels" />;
}
