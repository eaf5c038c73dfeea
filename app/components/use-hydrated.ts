import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's render and while React hydrates it, true once the page's script runs: for
 * a control that must stay usable as plain HTML and only narrows what it allows with the script.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
