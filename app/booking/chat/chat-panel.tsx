import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { Room } from "~/domain/api-types";
import { todayInHotel } from "~/domain/hotel-date";
import { linkInLang } from "~/i18n/hindi-pages";
import type { Lang } from "~/i18n/lang";
import { useLang } from "~/i18n/words";
import { newIdempotencyKey } from "~/domain/idempotency-key";
import { postJson } from "../post-json";
import { fetchAvailability } from "../wizard/availability-client";
import { saveReceipt } from "../wizard/saved-receipt";
import { interpretBookingAnswer } from "../wizard/submit-booking";
import { receiptQuery } from "../wizard/wizard-url";
import { availabilitySettled, bookingSettled } from "./chat-booking-flow";
import {
  addReplies,
  forwardSettled,
  forwardedEnquiry,
  initialChatState,
  inputTypeFor,
  isUntouched,
  isWaiting,
  receive,
} from "./chat-machine";
import type { BookingOutcome, ChatEffect, ChatState, ChatStep } from "./chat-state";
import { type ChatFacts, type ChatReplies, type ChatRoom, chatRepliesEn } from "./chat-replies";
import { abandonChat } from "./chat-open";
import { CloseButton } from "~/components/close-button";

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/** As on the original site, the assistant answers after a 1 s simulated typing delay. */
const replyDelayMs = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The assistant's words in the page's language: English is part of this code; Hindi is its own
 * chunk, loaded here on a Hindi page only (product-rules.md: Hindi). While another language loads,
 * the words already shown stay; null until a Hindi page's first words arrive.
 */
function useReplies(lang: Lang): ChatReplies | null {
  const [hindi, setHindi] = useState<ChatReplies | null>(null);
  const shown = useRef<ChatReplies | null>(null);
  useEffect(() => {
    if (lang !== "hi" || hindi) return;
    let cancelled = false;
    import("./chat-replies.hi")
      .then((module) => {
        if (!cancelled) setHindi(module.chatRepliesHi);
      })
      .catch(() => {
        // Nothing to say it in: close, as when the panel's own code fails to load.
        if (!cancelled && !shown.current) abandonChat();
      });
    return () => {
      cancelled = true;
    };
  }, [lang, hindi]);
  shown.current = (lang === "hi" ? hindi : chatRepliesEn) ?? shown.current;
  return shown.current;
}

// The rooms and rates the assistant quotes; without them it points to the Rooms page.
async function loadRooms(): Promise<ChatRoom[]> {
  try {
    const response = await fetch("/api/rooms", { headers: { Accept: "application/json" } });
    if (!response.ok) return [];
    const body = (await response.json()) as { data?: Room[] };
    return Array.isArray(body.data) ? body.data.map(({ room_type_name, room_price }) => ({ room_type_name, room_price })) : [];
  } catch {
    return [];
  }
}

/**
 * The booking request, and its answer as the conversation needs it. A confirmed booking's receipt
 * is kept in this tab as the wizard keeps its own, so the receipt link opens it.
 */
async function sendBooking(booking: unknown, lang: Lang): Promise<BookingOutcome> {
  try {
    const answer = await postJson("/api/bookings", booking, { idempotencyKey: newIdempotencyKey(), lang });
    const outcome = interpretBookingAnswer(answer.status, answer.body);
    if (outcome.kind === "confirmed") {
      saveReceipt(outcome.confirmation);
      const receiptHref = linkInLang(`/BookingForm?${receiptQuery(outcome.confirmation.reference)}`, lang);
      return { kind: "confirmed", confirmation: outcome.confirmation, receiptHref };
    }
    return { kind: outcome.kind === "sold-out" ? "sold-out" : "failed" };
  } catch {
    return { kind: "failed" };
  }
}

async function sendForward(effect: Extract<ChatEffect, { type: "forward-question" }>, replies: ChatReplies): Promise<boolean> {
  try {
    const answer = await postJson("/api/contact-enquiry", forwardedEnquiry(effect.forward, replies), {
      idempotencyKey: newIdempotencyKey(),
      lang: replies.lang,
    });
    return answer.status === 200 || answer.status === 201;
  } catch {
    return false;
  }
}

/** Does the work an effect asks for and hands its outcome back to the machine. */
async function perform(effect: ChatEffect, state: () => ChatState, facts: ChatFacts): Promise<ChatStep> {
  const say = facts.replies;
  switch (effect.type) {
    case "check-availability": {
      const answer = await fetchAvailability(effect.search, undefined, say.lang, say.availabilityUnreachable);
      const settled =
        answer.kind === "rooms"
          ? ({ ok: true, rooms: answer.rooms } as const)
          : ({ ok: false, message: answer.kind === "rate-limited" ? say.availabilityRateLimited : answer.message } as const);
      return availabilitySettled(state(), settled, facts);
    }
    case "submit-booking":
      return bookingSettled(state(), await sendBooking(effect.booking, say.lang), facts);
    case "forward-question":
      return forwardSettled(state(), await sendForward(effect, say), say);
  }
}

/**
 * The assistant's window (product-rules.md: Chat assistant): a non-modal dialog, so the page stays
 * usable beside it. Escape or the close button closes it; the conversation is a log that screen
 * readers announce politely.
 */
export function ChatPanel({ open, onClose }: ChatPanelProps) {
  const titleId = useId();
  const replies = useReplies(useLang());
  const repliesRef = useRef(replies ?? chatRepliesEn);
  repliesRef.current = replies ?? repliesRef.current;
  const [state, setState] = useState<ChatState>(() => initialChatState(repliesRef.current));
  const stateRef = useRef(state);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState("");
  const rooms = useRef<Promise<ChatRoom[]> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const log = useRef<HTMLDivElement>(null);

  const ready = replies !== null;
  useEffect(() => {
    if (open && ready) input.current?.focus();
  }, [open, ready]);

  // A conversation still at its greeting greets again in the page's language, before it is painted.
  useLayoutEffect(() => {
    if (!replies) return;
    const current = stateRef.current;
    if (!isUntouched(current) || current.messages[0]?.text === replies.greeting) return;
    const greeted = initialChatState(replies);
    stateRef.current = greeted;
    setState(greeted);
  }, [replies]);

  // Keep the newest message in view.
  const messageCount = state.messages.length;
  useEffect(() => {
    if (messageCount > 0 || typing) log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messageCount, typing]);

  async function currentFacts(): Promise<ChatFacts> {
    rooms.current ??= loadRooms();
    return { today: todayInHotel(new Date()), rooms: await rooms.current, replies: repliesRef.current };
  }

  function apply(next: ChatState) {
    stateRef.current = next;
    setState(next);
  }

  async function play(step: ChatStep): Promise<void> {
    apply(step.state);
    if (step.replies.length > 0) {
      setTyping(true);
      await wait(replyDelayMs);
      apply(addReplies(stateRef.current, step.replies));
      setTyping(false);
    }
    if (step.toast) {
      if (step.toast.kind === "success") toast.success(step.toast.text);
      else toast.error(step.toast.text);
    }
    if (step.effect) {
      setTyping(true);
      const next = await perform(step.effect, () => stateRef.current, await currentFacts());
      setTyping(false);
      await play(next);
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typing || isWaiting(stateRef.current) || text.trim() === "") return;
    const step = receive(stateRef.current, text, await currentFacts());
    setText("");
    await play(step);
  }

  const inputType = inputTypeFor(state.mode);
  const busy = typing || isWaiting(state);
  if (!replies) return null;
  const ui = replies.ui;

  return (
    // A non-modal dialog: the page stays usable beside it (a modal <dialog> would make it inert).
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed bottom-[calc(var(--bottom-bar-height)+0.5rem)] right-4 z-40 flex h-[min(32rem,calc(100dvh-10rem))] lg:bottom-20 lg:h-[min(32rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-lg bg-white text-ink shadow-lift print:hidden"
    >
      <header className="flex items-center justify-between bg-river-800 px-4 py-3 text-white">
        <div>
          <h2 id={titleId} className="font-serif text-lg font-semibold">
            {ui.title}
          </h2>
          <p className="text-xs opacity-90">{ui.subtitle}</p>
        </div>
        <CloseButton onClose={onClose} label={ui.close} className="hover:bg-river-900 focus-visible:outline-white" />
      </header>
      {/* Focusable so keyboard users can scroll back through the conversation (WCAG 2.1.1). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <div ref={log} role="log" aria-live="polite" aria-label={ui.conversation} tabIndex={0} className="flex-1 space-y-3 overflow-y-auto bg-sand-50 p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-river-700">
        {state.messages.map((message) => (
          <p
            key={message.id}
            className={`max-w-[85%] whitespace-pre-line rounded-md px-3 py-2 text-sm ${
              message.isAssistant ? "bg-white text-ink shadow-card" : "ml-auto bg-river-700 text-white"
            }`}
          >
            <span className="sr-only">{message.isAssistant ? ui.assistantSays : ui.youSay}</span>
            {message.text}
            {message.link ? (
              <>
                {" "}
                <Link to={message.link.href} className="font-semibold text-river-700 underline">
                  {message.link.label}
                </Link>
              </>
            ) : null}
          </p>
        ))}
      </div>
      <div aria-live="polite" className="min-h-6 bg-sand-50 px-4 pb-1 text-xs text-ink-700">
        {typing ? (
          <span className="inline-flex items-center gap-1">
            <span>{ui.typing}</span>
            <span aria-hidden="true" className="inline-flex gap-0.5">
              <span className="h-1.5 w-1.5 rounded-full bg-ink-500 motion-safe:animate-bounce" />
              <span className="h-1.5 w-1.5 rounded-full bg-ink-500 motion-safe:animate-bounce [animation-delay:150ms]" />
              <span className="h-1.5 w-1.5 rounded-full bg-ink-500 motion-safe:animate-bounce [animation-delay:300ms]" />
            </span>
          </span>
        ) : null}
      </div>
      {/* The assistant checks each answer and says what is wrong; the browser's bubbles would not. */}
      <form onSubmit={send} noValidate className="flex gap-2 border-t border-sand-200 p-3">
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {ui.yourMessage}
        </label>
        <input
          ref={input}
          id={`${titleId}-input`}
          type={inputType}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={ui.placeholders[inputType]}
          autoComplete={inputType === "email" ? "email" : inputType === "tel" ? "tel-national" : "off"}
          className="field-input min-w-0 flex-1"
        />
        <button type="submit" aria-disabled={busy || undefined} className="btn-primary px-4 py-2">
          {ui.send}
        </button>
      </form>
    </section>
  );
}
