import { useEffect, useRef, useState } from "react";
import type { AvailableRoom } from "~/domain/api-types";
import type { Lang } from "~/i18n/lang";
import { type AvailabilitySearch, availabilityKey, fetchAvailability } from "./availability-client";
import type { OfferedType, WizardState } from "./wizard-model";
import { isStayValid } from "./wizard-rules";
import type { WizardAction } from "./wizard-state";

/** Debounce for counter clicks and date typing, so a burst of changes makes one search. */
export const availabilityDebounceMs = 300;

export type AvailabilityProblem = { message: string; retryable: boolean } | null;

export function roomSearches(state: Pick<WizardState, "checkIn" | "checkOut" | "rooms">): AvailabilitySearch[] {
  return state.rooms.map((room) => ({
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    adults: room.adults,
    children: room.children,
    olderChildren: room.olderChildren ?? 0,
  }));
}

export function offeredTypes(rooms: readonly AvailableRoom[]): OfferedType[] {
  return rooms.map((room) => ({ id: room.id, roomTypeName: room.room_type_name, availableCount: room.available_count }));
}

/**
 * Keeps the availability of every room of the booking fresh: whenever the reducer says the search
 * is stale (`searchVersion`), the searches not already answered are sent after a short pause,
 * earlier ones still in flight are cancelled, and the reducer hears what is now offered.
 */
/** What the search says to the guest, in the page's language (product-rules.md: Hindi). */
export interface AvailabilityWords {
  lang: Lang;
  /** A search that got no usable answer. */
  failed: string;
  /** `{seconds}`: while too many searches wait their turn. */
  checkingAgain: string;
}

export function useAvailability(
  state: WizardState,
  dispatch: (action: WizardAction) => void,
  seed: Record<string, AvailableRoom[]>,
  words: AvailabilityWords,
) {
  const cache = useRef(new Map<string, AvailableRoom[]>(Object.entries(seed)));
  const [generation, setGeneration] = useState(0);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<AvailabilityProblem>(null);
  const valid = isStayValid(state);
  const searches = valid ? roomSearches(state) : [];
  const keys = searches.map(availabilityKey);
  const wanted = [...new Set(keys)].join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` stands for the searches; searchVersion and generation say when to look again.
  useEffect(() => {
    if (!valid) {
      setLoading(false);
      return;
    }
    const offeredPerRoom = () => keys.map((key) => offeredTypes(cache.current.get(key) ?? []));
    const missing = searches.filter((_, i) => !cache.current.has(keys[i]) && keys.indexOf(keys[i]) === i);
    if (missing.length === 0) {
      setLoading(false);
      dispatch({ type: "availabilityLoaded", offeredPerRoom: offeredPerRoom() });
      return;
    }
    setLoading(true);
    setProblem(null);
    const controller = new AbortController();
    let retryTimer: number | undefined;
    const timer = window.setTimeout(async () => {
      let answers: Awaited<ReturnType<typeof fetchAvailability>>[];
      try {
        answers = await Promise.all(
          missing.map((search) => fetchAvailability(search, controller.signal, words.lang, words.failed)),
        );
      } catch {
        return; // Cancelled: a newer search replaced this one.
      }
      answers.forEach((answer, i) => {
        if (answer.kind === "rooms") cache.current.set(availabilityKey(missing[i]), answer.rooms);
      });
      const trouble = answers.find((answer) => answer.kind !== "rooms");
      setLoading(false);
      if (!trouble) {
        dispatch({ type: "availabilityLoaded", offeredPerRoom: offeredPerRoom() });
      } else if (trouble.kind === "rate-limited") {
        setProblem({ message: words.checkingAgain.replace("{seconds}", String(trouble.retryAfterSeconds)), retryable: false });
        retryTimer = window.setTimeout(() => setGeneration((g) => g + 1), trouble.retryAfterSeconds * 1000);
      } else {
        setProblem({ message: trouble.message, retryable: trouble.kind === "failed" });
      }
    }, availabilityDebounceMs);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(retryTimer);
      controller.abort();
    };
  }, [wanted, state.searchVersion, generation, valid]);

  return {
    loading,
    problem,
    /** What each room of the booking is offered; undefined while its search has no answer. */
    perRoom: keys.map((key) => cache.current.get(key)),
    /** Forget every answer and ask again (after a sold-out refusal, or the guest's Retry). */
    refresh() {
      cache.current.clear();
      setGeneration((g) => g + 1);
    },
  };
}
