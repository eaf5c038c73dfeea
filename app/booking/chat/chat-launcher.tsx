import { type ComponentType, useEffect, useState } from "react";
import { useLang, useWords } from "~/i18n/words";
import type { ChatPanelProps } from "./chat-panel";
import { abandonChat, closeChat, toggleChat, useChatOpen } from "./chat-open";

/**
 * The chat panel, and on desktop its floating button (on phones the bottom bar opens it). The
 * assistant's code loads on the first opening, so it costs nothing on first paint (and its Hindi
 * words only on a Hindi page); once loaded the conversation stays while the guest browses.
 */
export function ChatLauncher() {
  const open = useChatOpen();
  const lang = useLang();
  const { chat } = useWords("frame");
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [loading, setLoading] = useState(false);
  // The shell may hydrate the launcher after the page: tests wait for this before clicking.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  // On a Hindi page the panel's Hindi words are their own chunk: fetch it beside the panel's code.
  useEffect(() => {
    if (open && lang === "hi") import("./chat-replies.hi").catch(() => {});
  }, [open, lang]);

  useEffect(() => {
    if (!open || Panel) return;
    let cancelled = false;
    setLoading(true);
    import("./chat-panel")
      .then((module) => {
        if (!cancelled) setPanel(() => module.ChatPanel);
      })
      .catch(() => {
        if (!cancelled) abandonChat();
      })
      .finally(() => {
        if (!cancelled) setLoading(false);
      });
    return () => {
      cancelled = true;
    };
  }, [open, Panel]);

  return (
    <>
      {Panel ? (
        <Panel open={open} onClose={closeChat} />
      ) : null}
      <button
        type="button"
        onClick={(event) => toggleChat(event.currentTarget)}
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        data-hydrated={live ? "true" : undefined}
        className="fixed bottom-4 right-4 z-30 hidden h-14 w-14 place-items-center rounded-pill bg-saffron-700 text-white shadow-lift transition-colors hover:bg-saffron-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-700 lg:grid print:hidden"
      >
        <span className="sr-only">{open ? chat.close : chat.open}</span>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" />
          ) : (
            <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12zM8.5 12h.01M12 12h.01M15.5 12h.01" />
          )}
        </svg>
      </button>
    </>
  );
}
