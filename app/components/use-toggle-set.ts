import { useState } from "react";

/**
 * Which of several panels are open (accordion answers, the wizard's room sections): `toggle`
 * opens a closed one and closes an open one, leaving the others as they are.
 */
export function useToggleSet<T>(initial: () => Iterable<T>) {
  const [open, setOpen] = useState<ReadonlySet<T>>(() => new Set(initial()));
  const toggle = (item: T) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(item)) next.delete(item);
      else next.add(item);
      return next;
    });
  return { open, toggle, setOpen };
}
