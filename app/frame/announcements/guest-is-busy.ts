/**
 * Whether an unasked-for card would interrupt the guest: a dialog is open (the chat, a gallery
 * viewer, an enquiry form), the guest is in a form field, or has typed into a form on this page.
 * The welcome card stays away then (product-rules.md: Splash and popups); it may show on a later
 * page of the same session instead.
 */
export function guestIsBusy(doc: Document, typedIntoForm: boolean): boolean {
  if (typedIntoForm) return true;
  const openDialog = doc.querySelector('dialog[open], [role="dialog"]:not([hidden]), [role="alertdialog"]');
  if (openDialog) return true;
  const active = doc.activeElement;
  if (!active) return false;
  return active.matches('input:not([type="hidden"]), textarea, select, [contenteditable=""], [contenteditable="true"]');
}

/**
 * Starts noticing typing into any form field on the page; `typed()` answers whether it happened.
 * Capture phase, so a field that stops its events' propagation is still noticed.
 */
export function watchFormTyping(doc: Document): { typed: () => boolean; stop: () => void } {
  let typed = false;
  const onInput = (event: Event) => {
    if (event.target instanceof Element && event.target.closest("form")) typed = true;
  };
  doc.addEventListener("input", onInput, true);
  doc.addEventListener("change", onInput, true);
  return {
    typed: () => typed,
    stop: () => {
      doc.removeEventListener("input", onInput, true);
      doc.removeEventListener("change", onInput, true);
    },
  };
}

/** What the welcome card must never cover: any form, the home booking strip, a room's booking panel. */
const formLike = "form, #booking, #book-room-panel";

/**
 * Whether a form or booking panel is on screen now: the card, at the foot of the screen, would then
 * cover it or sit beside a guest about to use it (product-rules.md: Splash and popups).
 */
export function formInView(doc: Document, viewportHeight: number): boolean {
  for (const element of doc.querySelectorAll(formLike)) {
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < viewportHeight) return true;
  }
  return false;
}
