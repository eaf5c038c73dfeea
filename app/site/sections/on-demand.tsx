import { type ReactNode, Suspense } from "react";

/**
 * A part whose code is split off (`lazy`) and downloads only when the guest asks for it, a dialog or
 * a lightbox: nothing until `open`, then nothing more while its code is on the way.
 */
export function OnDemand({ open, children }: { open: boolean; children: ReactNode }) {
  return open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
