import { type PointerEvent, useRef } from "react";

/** How far a finger must travel sideways, and how much more sideways than up or down, to count. */
const MIN_DISTANCE_PX = 40;

interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
}

/**
 * A sideways swipe on an element (a finger, a pen or a dragged mouse): `onSwipe(1)` for a swipe to
 * the left (show the next item), `onSwipe(-1)` for one to the right. A mostly vertical movement is
 * left alone. Give the element `touch-action: pan-y` so the browser keeps vertical scrolling and
 * hands sideways movement to the page.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event) => {
      if (!event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < MIN_DISTANCE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
