import { useSyncExternalStore } from "react";

/**
 * Whether the chat panel is open, shared by everything that opens it: the floating launcher on
 * desktop and the phone's bottom bar. It lives outside React and imports nothing of the chat, so
 * the bar (part of the first download) can open a panel whose code loads only when asked for.
 */
let open = false;
/** What opened the panel, so closing it returns focus there (the launcher or the bar's button). */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the panel from `from`, or closes it when it is open. */
export function toggleChat(from: HTMLElement) {
  if (!open) opener = from;
  setOpen(!open);
}

/** Closes the panel and puts focus back on whatever opened it. */
export function closeChat() {
  setOpen(false);
  opener?.focus();
}

/** Closes the panel without moving focus (its code failed to load). */
export function abandonChat() {
  setOpen(false);
}

/** The panel's state; closed on the server and while the page hydrates, as the server rendered it. */
export function useChatOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
