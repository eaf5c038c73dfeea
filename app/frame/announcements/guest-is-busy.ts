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
