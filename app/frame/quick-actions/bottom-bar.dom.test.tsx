import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { rootDataFor } from "~/components/words-test-support";
import { closeChat, useChatOpen } from "~/booking/chat/chat-open";
import { frameWordsEn } from "~/frame/footer/frame-words";
import type { Lang } from "~/i18n/lang";
import { BottomBar } from "./bottom-bar";

const w = frameWordsEn.bottomBar;

afterEach(() => {
  closeChat();
  cleanup();
  document.body.innerHTML = "";
});

function ChatState() {
  return <p data-testid="chat">{useChatOpen() ? "open" : "closed"}</p>;
}

/** The bar under a root route that carries the root's words, as on the site. */
const routesWith = (element: React.ReactNode, lang: Lang = "en") => [
  {
    id: "root",
    path: "/",
    loader: () => rootDataFor(lang),
    children: [
      { index: true, element },
      { path: "*", element },
    ],
  },
];

function renderAt(path: string, lang: Lang = "en") {
  const element = (
    <>
      <BottomBar />
      <ChatState />
    </>
  );
  const router = createMemoryRouter(routesWith(element, lang), {
    initialEntries: [path],
    hydrationData: { loaderData: { root: rootDataFor(lang) } },
  });
  return render(<RouterProvider router={router} />);
}

async function serverHtml(path: string, lang: Lang = "en") {
  const routes = routesWith(<BottomBar />, lang);
  const context = await createStaticHandler(routes).query(new Request(`https://hotel.example${path}`));
  if (context instanceof Response) throw new Error("expected a render context");
  return renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
}

describe("the phone's bottom bar", () => {
  it("is server-rendered with plain links only: Chat leads to the contact page until the script runs", async () => {
    document.body.innerHTML = await serverHtml("/");
    const links = [...document.querySelectorAll("nav a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/BookingForm", "tel:+919000000001", "https://wa.me/919000000001", "/Contact"]);
    expect(document.querySelector("nav button")).toBeNull();
  });

  it("once live, Chat is a button that opens and closes the shared chat panel and says so", () => {
    renderAt("/");
    const chat = screen.getByRole("button", { name: w.chat });
    expect(chat.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(chat);
    expect(screen.getByTestId("chat").textContent).toBe("open");
    expect(chat.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(chat);
    expect(screen.getByTestId("chat").textContent).toBe("closed");
  });

  it("leaves Book out on the booking page, whatever the path's case", () => {
    renderAt("/bookingform");
    expect(screen.queryByRole("link", { name: w.book })).toBeNull();
    expect(screen.getByRole("link", { name: new RegExp(`^${w.call}`) })).toBeTruthy();
    cleanup();
    renderAt("/");
    expect(screen.getByRole("link", { name: w.book }).getAttribute("href")).toBe("/BookingForm");
  });

  it("on a Hindi page: short Hindi labels, Book leads to the Hindi booking page, and not from that page", async () => {
    document.body.innerHTML = await serverHtml("/hi", "hi");
    const nav = document.querySelector("nav");
    expect(nav?.getAttribute("aria-label")).toBe("त्वरित विकल्प");
    expect([...document.querySelectorAll("nav a")].map((link) => link.getAttribute("href"))).toEqual([
      "/hi/BookingForm",
      "tel:+919000000001",
      "https://wa.me/919000000001",
      // Chat without JavaScript leads to the contact page, in Hindi.
      "/hi/Contact",
    ]);
    expect(nav?.textContent).toContain("बुक करें");
    expect(nav?.textContent).toContain("कॉल करें");
    expect(nav?.textContent).toContain("(नए टैब में खुलेगा)");
    expect(nav?.textContent).toContain("चैट");
    document.body.innerHTML = "";
    renderAt("/hi/BookingForm", "hi");
    expect(screen.queryByRole("link", { name: "बुक करें" })).toBeNull();
    expect(screen.getByRole("button", { name: "चैट" })).toBeTruthy();
  });
});
