import { useId } from "react";
import { fill, useWords } from "~/i18n/words";
import { ActButton } from "./wizard-form";

interface GuestCounterProps {
  label: string;
  /** Names the room for screen readers: "Room 2". */
  roomLabel: string;
  /** Singular noun for the button names: "adult", "child". */
  noun: string;
  hint?: string;
  value: number;
  canAdd: boolean;
  canRemove: boolean;
  /** What each button submits before the page's script runs (wizard-acts.ts). */
  addAct: string;
  removeAct: string;
  onAdd: () => void;
  onRemove: () => void;
}

/**
 * A − value + counter (as on the original site, the plus button is disabled at the limit). The
 * buttons say what they do and for which room, in the page's words; the value is announced
 * politely when it changes.
 */
export function GuestCounter({ label, roomLabel, noun, hint, value, canAdd, canRemove, addAct, removeAct, onAdd, onRemove }: GuestCounterProps) {
  const id = useId();
  const w = useWords("booking").counter;
  const button =
    "round-button border-2 border-river-700 text-xl font-semibold text-river-800 hover:bg-river-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-700 disabled:cursor-not-allowed disabled:border-sand-300 disabled:text-ink-500 disabled:hover:bg-transparent";
  return (
    <fieldset className="flex items-center justify-between gap-4">
      <legend id={`${id}-label`} className="sr-only">
        {fill(w.legend, { label, room: roomLabel })}
      </legend>
      <div>
        <p aria-hidden="true" className="font-medium text-ink">
          {label}
        </p>
        {hint ? <p className="text-sm text-ink-700">{hint}</p> : null}
      </div>
      <div className="flex items-center gap-3">
        <ActButton
          act={removeAct}
          className={button}
          disabled={!canRemove}
          onPress={onRemove}
          aria-label={fill(w.remove, { noun, room: roomLabel })}
        >
          <span aria-hidden="true">−</span>
        </ActButton>
        <output aria-live="polite" aria-labelledby={`${id}-label`} className="w-6 text-center text-lg font-semibold tabular-nums">
          {value}
        </output>
        <ActButton act={addAct} className={button} disabled={!canAdd} onPress={onAdd} aria-label={fill(w.add, { noun, room: roomLabel })}>
          <span aria-hidden="true">+</span>
        </ActButton>
      </div>
    </fieldset>
  );
}
