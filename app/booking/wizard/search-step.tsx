import { useId, useState } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { type IsoDate, hotel } from "~/content/hotel";
import { type RoomGuests, canAddRoom, youngChildrenOf } from "~/domain/guest-counts";
import { addDays, earliestCheckInFrom, isValidIsoDate } from "~/domain/hotel-date";
import { latestCheckInFrom, latestCheckOutFor } from "~/domain/bookable-days";
import { fill, useWords } from "~/i18n/words";
import { bookingQueryKeys } from "./booking-link";
import { GuestCounter } from "./guest-counter";
import { guestMoves } from "./guest-moves";
import { LabelledField } from "./labelled-field";
import { acts } from "./wizard-acts";
import { ActButton } from "./wizard-form";
import { type StayIssues, stayIssues } from "./stay-issues";
import { stayIssueMessages } from "./stay-issue-messages";
import type { WizardState } from "./wizard-model";
import { canContinue } from "./wizard-rules";
import type { WizardAction } from "./wizard-state";

interface SearchStepProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  onContinue: () => void;
}

/**
 * Step 1, Search Your Stay: dates (product-rules.md: Hotel time) and the guests of each room
 * (product-rules.md: One guest rule), up to five rooms.
 */
export function SearchStep({ state, dispatch, onContinue }: SearchStepProps) {
  const id = useId();
  const words = useWords("booking");
  const w = words.search;
  const hydrated = useHydrated();
  const [touched, setTouched] = useState({ checkIn: false, checkOut: false });
  const earliest = earliestCheckInFrom(state.today);
  // A missing date is mentioned once the guest has been in the field; a wrong one at once.
  const issues = stayIssues(state);
  const shown: StayIssues = {
    checkIn: touched.checkIn || state.checkIn !== "" ? issues.checkIn : undefined,
    checkOut: touched.checkOut || state.checkOut !== "" ? issues.checkOut : undefined,
  };
  // The schema's own messages, in the page's language, from its words (server and browser alike).
  const problems = stayIssueMessages(shown, words.validation);
  const show = (field: "checkIn" | "checkOut") => problems[field];
  // Before the script runs the check-out's bounds are the whole bookable range: the guest may change
  // both dates in one go, and bounds from the old check-in would make the browser refuse a good
  // stay (the server then says what is wrong). With the script they follow the check-in.
  const latestCheckIn = latestCheckInFrom(state.today);
  const followCheckIn = hydrated && isValidIsoDate(state.checkIn);

  return (
    <div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateInput
          id={`${id}-in`}
          label={w.checkIn}
          name={bookingQueryKeys.checkIn}
          value={state.checkIn}
          min={earliest}
          max={latestCheckIn}
          error={show("checkIn")}
          onChange={(date) => dispatch({ type: "setCheckIn", date })}
          onBlur={() => setTouched((t) => ({ ...t, checkIn: true }))}
        />
        <DateInput
          id={`${id}-out`}
          label={w.checkOut}
          name={bookingQueryKeys.checkOut}
          value={state.checkOut}
          min={addDays(followCheckIn ? (state.checkIn as IsoDate) : earliest, 1)}
          max={latestCheckOutFor(followCheckIn ? state.checkIn : latestCheckIn, state.today)}
          error={show("checkOut")}
          onChange={(date) => dispatch({ type: "setCheckOut", date })}
          onBlur={() => setTouched((t) => ({ ...t, checkOut: true }))}
        />
      </div>

      <ol className="mt-8 grid gap-4 md:grid-cols-2" aria-label={w.rooms}>
        {state.rooms.map((room, roomIndex) => {
          const roomLabel = fill(w.room, { n: roomIndex + 1 });
          return (
            // Rooms have no identity beyond their position: removing room 3 makes room 4 the new room 3.
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the room's identity
            <li key={roomIndex} className="rounded-lg border border-sand-200 bg-white p-5">
              <div className="flex items-center justify-between gap-4">
                <h3 className="heading-3">{roomLabel}</h3>
                {roomIndex > 0 ? (
                  <ActButton
                    act={acts.room("removeRoom", roomIndex)}
                    onPress={() => dispatch({ type: "removeRoom", roomIndex })}
                    className="rounded-sm text-sm font-semibold text-red-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-river-700"
                  >
                    {w.remove}
                    <span className="sr-only"> {roomLabel}</span>
                  </ActButton>
                ) : null}
              </div>
              <div className="mt-4 grid gap-4">
                <RoomCounter who="adult" room={room} roomIndex={roomIndex} roomLabel={roomLabel} dispatch={dispatch} />
                <RoomCounter who="child" room={room} roomIndex={roomIndex} roomLabel={roomLabel} dispatch={dispatch} />
                <RoomCounter who="olderChild" room={room} roomIndex={roomIndex} roomLabel={roomLabel} dispatch={dispatch} />
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <ActButton
          act={acts.addRoom()}
          className="btn-secondary"
          disabled={!canAddRoom(state.rooms)}
          onPress={() => dispatch({ type: "addRoom" })}
        >
          {w.addRoom}
        </ActButton>
        <p className="text-sm text-ink-700">
          {fill(w.limits, {
            maxRooms: hotel.limits.maxRooms,
            maxGuests: hotel.limits.maxGuestsPerRoom,
            age: hotel.limits.childMaxAge,
          })}
        </p>
      </div>
      <div className="mt-8 flex justify-end">
        {/* Without the script the dates typed are only checked on the server: Continue stays open. */}
        <ActButton act={acts.continue()} className="btn-primary" disabled={hydrated && !canContinue(state)} onPress={onContinue}>
          {words.continue}
        </ActButton>
      </div>
    </div>
  );
}

/**
 * What each counter of a room counts and the moves of its buttons (guest-moves.ts, with the one
 * guest rule's limits on them). Children are asked in two age bands, as the hotel charges them
 * (product-rules.md: Occupancy): 5 or under stay free, 6–11 may pay beyond the room's base; 12 and
 * over are adults.
 */
const counted = {
  adult: { label: "adults", add: "addAdult", remove: "removeAdult", value: (r: RoomGuests) => r.adults },
  child: { label: "youngChildren", add: "addChild", remove: "removeChild", value: youngChildrenOf },
  olderChild: { label: "olderChildren", add: "addOlderChild", remove: "removeOlderChild", value: (r: RoomGuests) => r.olderChildren ?? 0 },
} as const;

interface RoomCounterProps {
  who: keyof typeof counted;
  room: RoomGuests;
  roomIndex: number;
  roomLabel: string;
  dispatch: (action: WizardAction) => void;
}

/** One room's adults or children counter (product-rules.md: One guest rule). */
function RoomCounter({ who, room, roomIndex, roomLabel, dispatch }: RoomCounterProps) {
  const words = useWords("booking");
  const { label, add, remove, value } = counted[who];
  const hints = { adult: undefined, child: words.search.youngChildrenHint, olderChild: words.search.olderChildrenHint };
  return (
    <GuestCounter
      label={words.search[label]}
      hint={hints[who]}
      roomLabel={roomLabel}
      noun={words.counter[who]}
      value={value(room)}
      canAdd={guestMoves[add].allowed(room)}
      canRemove={guestMoves[remove].allowed(room)}
      addAct={acts.room(add, roomIndex)}
      removeAct={acts.room(remove, roomIndex)}
      onAdd={() => dispatch({ type: add, roomIndex })}
      onRemove={() => dispatch({ type: remove, roomIndex })}
    />
  );
}

interface DateInputProps {
  id: string;
  name: string;
  label: string;
  value: string;
  min: string;
  max: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function DateInput({ id, name, label, value, min, max, error, onChange, onBlur }: DateInputProps) {
  return (
    <LabelledField id={id} label={label}>
      <input
        id={id}
        name={name}
        type="date"
        value={value}
        min={min}
        max={max}
        required
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className="field-input h-12"
      />
      <p id={`${id}-error`} aria-live="polite" className="field-error empty:mt-0">
        {error ?? ""}
      </p>
    </LabelledField>
  );
}
