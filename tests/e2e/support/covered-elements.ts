import type { Page } from "@playwright/test";

/** One control or price that something else sits on top of. */
export interface Covered {
  /** The element's tag and text (or label), to find it on the page. */
  element: string;
  /** What the browser hit at the covered point instead. */
  coveredBy: string;
  /** Where the page was scrolled to. */
  scrollY: number;
}

interface ScanResult {
  covered: Covered[];
  /** True once the page cannot scroll further. */
  atEnd: boolean;
}

/**
 * Scrolls to `top` and, in the same task, finds every link, button, form field and price in view
 * that another element covers, using `document.elementFromPoint` at the element's centre and its
 * corners inset by 2 px (more on a rounded corner, whose hit area follows the curve).
 *
 * "In view" is the viewport minus its frame: fixed or sticky layers that span the full width at the
 * top or bottom edge (the site header, a phone's bottom bar) shrink the area a guest reads in, like
 * the browser's own toolbars, and scrolling brings anything out from under them. Anything else that
 * stays put over the page (a floating button) covers what lies beneath it. At the end of the page
 * nothing may remain under a bottom layer either: the page must reserve the layer's height.
 *
 * Runs inside the page (page.evaluate), so it is one self-contained function.
 */
function scanInPage(top: number): Promise<ScanResult> {
  const SELECTOR = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [data-price]";

  const describe = (element: Element): string => {
    const label = element.getAttribute("aria-label") ?? (element instanceof HTMLElement ? element.innerText : element.textContent) ?? "";
    const text = label.replace(/\s+/g, " ").trim().slice(0, 60);
    const id = element.id ? `#${element.id}` : "";
    return `<${element.tagName.toLowerCase()}${id}> "${text}"`;
  };

  /** The nearest of the element and its ancestors that is positioned as one of `positions`. */
  const layerOf = (element: Element, positions = ["fixed", "sticky"]): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (positions.includes(getComputedStyle(node).position)) return node;
    }
    return null;
  };

  type Box = { left: number; right: number; top: number; bottom: number };

  /** The box every ancestor that clips its overflow leaves visible. */
  const clipOf = (element: Element): Box => {
    const clip = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const box = node.getBoundingClientRect();
      clip.left = Math.max(clip.left, box.left);
      clip.right = Math.min(clip.right, box.right);
      clip.top = Math.max(clip.top, box.top);
      clip.bottom = Math.min(clip.bottom, box.bottom);
    }
    return clip;
  };

  /**
   * The element's boxes as clipped: one for a block, one per line for a link that wraps (whose
   * bounding box would take in words that are not the link's).
   */
  const boxesOf = (element: Element): Box[] => {
    const clip = clipOf(element);
    return [...element.getClientRects()].map((rect) => ({
      left: Math.max(rect.left, clip.left, 0),
      right: Math.min(rect.right, clip.right, document.documentElement.clientWidth),
      top: Math.max(rect.top, clip.top),
      bottom: Math.min(rect.bottom, clip.bottom),
    }));
  };

  const largestRadius = (element: Element): number => {
    const style = getComputedStyle(element);
    const radii = [style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomLeftRadius, style.borderBottomRightRadius];
    return Math.max(...radii.map((value) => Number.parseFloat(value) || 0));
  };

  /**
   * How far in from a corner to test: 2 px, or more where the corner is rounded (the element's own,
   * or that of an ancestor that clips it and shares the corner): the browser cuts the hit area to
   * the curve, and a point 0.3 of the radius in on both axes is inside it.
   */
  const cornerInset = (element: Element): number => {
    const own = element.getBoundingClientRect();
    let radius = largestRadius(element);
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const box = node.getBoundingClientRect();
      const near = (a: number, b: number) => Math.abs(a - b) <= 2;
      const sharesCorner = (near(box.left, own.left) || near(box.right, own.right)) && (near(box.top, own.top) || near(box.bottom, own.bottom));
      if (sharesCorner) radius = Math.max(radius, largestRadius(node));
    }
    return Math.max(2, Math.ceil(0.3 * Math.min(radius, own.width / 2, own.height / 2)) + 1);
  };

  /** Elements whose own text shows an amount in rupees. */
  const prices = (): Element[] => {
    const found = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes("₹") && node.parentElement) found.add(node.parentElement);
    }
    return [...found];
  };

  const measure = (): ScanResult => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    // The frame: full-width layers touching the top or bottom edge.
    let bandTop = 0;
    let bandBottom = height;
    const frame: Element[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const position = getComputedStyle(element).position;
      if (position !== "fixed" && position !== "sticky") continue;
      const box = element.getBoundingClientRect();
      if (box.width < width - 1 || box.height === 0 || box.height > height / 3) continue;
      if (box.top <= 1 && box.bottom > bandTop) bandTop = box.bottom;
      if (box.bottom >= height - 1 && box.top < bandBottom) bandBottom = box.top;
      if (box.top <= 1 || box.bottom >= height - 1) frame.push(element);
    }
    // Controls that stay put themselves (in the frame or in anything fixed) are not the page's content;
    // a sticky panel inside the page (a booking card beside a room's photos) is.
    const staysPut = (element: Element) =>
      frame.some((layer) => layer.contains(element)) || layerOf(element, ["fixed"]) !== null;
    const atEnd = window.scrollY + height >= document.documentElement.scrollHeight - 1;

    const covered: Covered[] = [];
    const candidates = new Set([...document.body.querySelectorAll(SELECTOR), ...prices()]);
    for (const element of candidates) {
      if (staysPut(element)) continue;
      if (element.closest("[inert], dialog, [aria-hidden=true]")) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const boxes = boxesOf(element).filter((box) => box.right - box.left >= 4 && box.bottom - box.top >= 4);
      const report = (coveredBy: string) =>
        covered.push({ element: describe(element), coveredBy, scrollY: window.scrollY });
      if (atEnd && boxes.some((box) => box.bottom > bandBottom + 1 && box.top < height)) {
        report("the bottom layer, at the end of the page");
        continue;
      }
      const points: number[][] = [];
      for (const box of boxes) {
        const top = Math.max(box.top, bandTop);
        const bottom = Math.min(box.bottom, bandBottom);
        if (bottom - top < 4) continue;
        points.push([(box.left + box.right) / 2, (top + bottom) / 2]);
        // Corners only for a single box (a wrapped line's corners may lie in the next word), and
        // only those in view.
        if (boxes.length > 1) continue;
        const own = element.getBoundingClientRect();
        const inset = cornerInset(element);
        const corners = [
          [own.left + inset, own.top + inset],
          [own.right - inset, own.top + inset],
          [own.left + inset, own.bottom - inset],
          [own.right - inset, own.bottom - inset],
        ];
        // A pixel clear of the edges: the browser rounds the point it hit-tests.
        points.push(...corners.filter(([x, y]) => x >= box.left + 1 && x <= box.right - 1 && y >= top + 1 && y <= bottom - 1));
      }
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === element || element.contains(hit))) continue;
        const cover = hit ? describe(hit.closest(SELECTOR) ?? layerOf(hit) ?? hit) : "nothing";
        report(`${cover} at (${Math.round(x)}, ${Math.round(y)})`);
        break;
      }
    }
    return { covered, atEnd };
  };

  window.scrollTo({ top, behavior: "instant" });
  // Two frames: parts that mount near view and lazy images lay out before the page is measured.
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(measure()))),
  );
}

/**
 * Scrolls through the whole page a little less than a screen at a time and returns everything
 * covered at any step.
 */
export async function findCoveredElements(page: Page): Promise<Covered[]> {
  const step = await page.evaluate(() => Math.round(window.innerHeight * 0.7));
  const covered: Covered[] = [];
  for (let top = 0, steps = 0; steps < 40; top += step, steps += 1) {
    const result = await page.evaluate(scanInPage, top);
    covered.push(...result.covered);
    if (result.atEnd) break;
  }
  return covered;
}
