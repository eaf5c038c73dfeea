import { act, Suspense, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred, markRootHydrated } from "./deferred";

// IntersectionObserver is the browser's; this stand-in lets the test say when a part nears view.
const observed: { target: Element; callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
class FakeIntersectionObserver {
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ target, callback: this.callback, observer: this as unknown as IntersectionObserver });
  }
  disconnect() {
    for (let i = observed.length - 1; i >= 0; i--) if (observed[i].observer === (this as unknown)) observed.splice(i, 1);
  }
}

function enterView(target: Element) {
  for (const entry of observed.filter((item) => item.target === target)) {
    entry.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], entry.observer);
  }
}

function Offers({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** The HTML the server renders for a near-view part with this class. */
const serverHtml = (label: string) =>
  renderToString(
    <div data-part="pending" className="render-near-view">
      <Suspense fallback={null}>
        <Offers label={label} />
      </Suspense>
    </div>,
  );

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 10)));

beforeEach(() => {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.unstubAllGlobals();
  observed.length = 0;
  document.body.innerHTML = "";
});

describe("deferred parts", () => {
  it("keeps a near-view part's server HTML and loads its code only once it nears the viewport, then marks it hydrated", async () => {
    const load = vi.fn(async () => Offers);
    const NearView = deferred(load, { nearView: { className: "render-near-view" } });
    const container = document.createElement("div");
    container.innerHTML = serverHtml("Festive offer");
    document.body.appendChild(container);
    const serverButton = container.querySelector("button");

    await act(async () => {
      hydrateRoot(container, <NearView label="Festive offer" />);
    });
    await settle();
    const wrapper = container.querySelector("[data-part]");
    expect(load).not.toHaveBeenCalled();
    expect(wrapper?.getAttribute("data-part")).toBe("pending");
    expect(container.querySelector("button")).toBe(serverButton);
    expect(observed.map((item) => item.target)).toEqual([wrapper]);

    await act(async () => enterView(wrapper as Element));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(wrapper?.getAttribute("data-part")).toBe("hydrated");
    // Hydrated in place: the server's button is the one React now owns, not a fresh copy.
    expect(container.querySelector("button")).toBe(serverButton);
    expect(observed).toHaveLength(0);
  });

  it("loads a near-view part at once when new props reach it before it has hydrated (the page changed language)", async () => {
    const load = vi.fn(async () => Offers);
    const NearView = deferred(load, { nearView: {} });
    const container = document.createElement("div");
    container.innerHTML = serverHtml("Festive offer");
    document.body.appendChild(container);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <NearView label="Festive offer" />);
    });
    await settle();
    expect(load).not.toHaveBeenCalled();

    // Nothing came near view: the new words must still be drawn, not left out until the guest scrolls.
    await act(async () => root?.render(<NearView label="त्योहार का ऑफ़र" />));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector("button")?.textContent).toBe("त्योहार का ऑफ़र");
  });

  it("loads a part at once when a client-side navigation mounts it (nothing is on screen to observe)", async () => {
    markRootHydrated();
    const load = vi.fn(async () => Offers);
    const NearView = deferred(load, { nearView: {} });
    const container = document.createElement("div");
    document.body.appendChild(container);

    await act(async () => {
      createRoot(container).render(<NearView label="Temple transfers" />);
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("Temple transfers");
    expect(container.querySelector("[data-part]")?.getAttribute("data-part")).toBe("hydrated");
  });

  it("settles whenEveryPartHydrated only once the root and every near-view part the page drew have hydrated", async () => {
    // A fresh copy of the module: the page's first hydration, which another test above has ended.
    vi.resetModules();
    const fresh = await import("./deferred");
    const NearA = fresh.deferred(async () => Offers, { nearView: {} });
    const NearB = fresh.deferred(async () => Offers, { nearView: {} });
    const container = document.createElement("div");
    container.innerHTML = serverHtml("Festive offer").replace(' class="render-near-view"', "") + serverHtml("Temple transfers").replace(' class="render-near-view"', "");
    document.body.appendChild(container);
    const settled = vi.fn();
    void fresh.whenEveryPartHydrated().then(settled);

    await act(async () => {
      hydrateRoot(
        container,
        <>
          <NearA label="Festive offer" />
          <NearB label="Temple transfers" />
        </>,
      );
    });
    fresh.markRootHydrated();
    await settle();
    expect(settled).not.toHaveBeenCalled();

    const [first, second] = container.querySelectorAll("[data-part]");
    await act(async () => enterView(first));
    await settle();
    expect(first.getAttribute("data-part")).toBe("hydrated");
    expect(settled).not.toHaveBeenCalled();

    await act(async () => enterView(second));
    await settle();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it("settles whenEveryPartHydrated when the guest leaves the first page before its near-view parts hydrate", async () => {
    vi.resetModules();
    const fresh = await import("./deferred");
    const NearView = fresh.deferred(async () => Offers, { nearView: {} });
    const container = document.createElement("div");
    container.innerHTML = serverHtml("Festive offer").replace(' class="render-near-view"', "");
    document.body.appendChild(container);
    const settled = vi.fn();
    void fresh.whenEveryPartHydrated().then(settled);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <NearView label="Festive offer" />);
    });
    fresh.markRootHydrated();
    await settle();
    expect(settled).not.toHaveBeenCalled();

    await act(async () => root?.unmount());
    await settle();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it("starts loading an ordinary deferred part in a task of its own, right after it is declared", async () => {
    const load = vi.fn(async () => Offers);
    deferred(load);
    // Not inside the modules' evaluation, which would grow by the cost of the request.
    expect(load).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("asks once for a part React reaches before its task has run", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const load = vi.fn(async () => Offers);
    const Part = deferred(load);
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    act(() => root.render(<Part label="Festive offer" />));
    expect(load).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    vi.useRealTimers();
    await settle();
    expect(container.querySelector("button")?.textContent).toBe("Festive offer");
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it("loads a part kept for when it is rendered only then, showing its fallback meanwhile", async () => {
    markRootHydrated();
    let arrive = (_component: typeof Offers) => {};
    const load = vi.fn(() => new Promise<typeof Offers>((resolve) => (arrive = resolve)));
    const Checkout = deferred(load, { whenRendered: true, fallback: () => <p>Loading the checkout…</p> });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();

    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(<Checkout label="Book Now" />));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe("Loading the checkout…");
    await act(async () => arrive(Offers));
    await settle();
    expect(container.querySelector("button")?.textContent).toBe("Book Now");
    act(() => root.unmount());
  });

  it("keeps a part mounted when it renders again once its code has come (its state and the guest's focus stay)", async () => {
    markRootHydrated();
    function Field({ label }: { label: string }) {
      return <input aria-label={label} />;
    }
    const Checkout = deferred(async () => Field, { whenRendered: true });
    const container = document.createElement("div");
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(<Checkout label="Full name" />));
    await settle();
    const input = container.querySelector("input");
    input?.focus();
    await act(async () => root.render(<Checkout label="Full name (as on your ID)" />));
    expect(container.querySelector("input")).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(input?.getAttribute("aria-label")).toBe("Full name (as on your ID)");
    act(() => root.unmount());
  });

  it("holds data-hydrated until a part kept for when it is rendered, which the server drew, has hydrated in place", async () => {
    vi.resetModules();
    const fresh = await import("./deferred");
    delete document.documentElement.dataset.hydrated;
    let arrive = (_component: typeof Offers) => {};
    const load = vi.fn(() => new Promise<typeof Offers>((resolve) => (arrive = resolve)));
    const Checkout = fresh.deferred(load, { whenRendered: true, fallback: () => <p>Loading the checkout…</p> });
    // As the root component does: its effect runs once the page around the part has hydrated.
    function Root() {
      useEffect(() => fresh.markRootHydrated(), []);
      return <Checkout label="Book Now" />;
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <Offers label="Book Now" />
      </Suspense>,
    );
    document.body.appendChild(container);
    const serverButton = container.querySelector("button");

    await act(async () => {
      hydrateRoot(container, <Root />);
    });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // The button is still the server's plain HTML: a click now would post the form without script.
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    expect(container.querySelector("button")).toBe(serverButton);
    expect(container.textContent).toBe("Book Now");

    await act(async () => arrive(Offers));
    await settle();
    expect(document.documentElement.dataset.hydrated).toBe("true");
    expect(container.querySelector("button")).toBe(serverButton);
  });
});
