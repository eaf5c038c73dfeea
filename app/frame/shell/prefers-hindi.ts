/**
 * Whether a browser's languages, in its order of preference, put Hindi before English: "hi-IN",
 * or "mr-IN, hi" (Marathi first, then Hindi), but not "en-IN, hi-IN".
 */
export function prefersHindi(languages: readonly string[]): boolean {
  const first = languages.map((tag) => tag.toLowerCase().split("-")[0]).find((language) => language === "hi" || language === "en");
  return first === "hi";
}

const KEY = "hindi-offer";

/**
 * Whether this browser already knows the Hindi site: the guest closed the offer, followed it, or
 * opened a Hindi page. Without storage (a privacy mode) it counts as known, so nobody is offered the
 * same line on every page.
 */
export function knowsHindiSite(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

export function rememberHindiSite(): void {
  try {
    window.localStorage.setItem(KEY, "known");
  } catch {
    // Nothing to remember with: knowsHindiSite already answers yes.
  }
}
