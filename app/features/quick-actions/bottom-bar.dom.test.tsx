import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { closeChat, useChatOpen } from "~/features/chat/chat-open";
import { BottomBar } from "./bottom-bar";

afterEach(() => {
  closeChat();
  cleanup();
  document.body.innerHTML = "";
});

function ChatState() {
  return <p data-testid="chat">{useChatOpen() ? "open" : "closed"}</p>;
}

function renderAt(path: string) {
  const element = (
    <>
      <BottomBar />
      <ChatState />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: "/", element },
      { path: "/BookingForm", element },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe("the phone's bottom bar", () => {
  it("is server-rendered with plain links only: Chat leads to the contact page until the script runs", async () => {
    const routes = [{ path: "/", element: <BottomBar /> }];
    const context = await createStaticHandler(routes).query(new Request("https://hotel.example/"));
    if (context instanceof Response) throw new Error("expected a render context");
    const html = renderToString(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
    document.body.innerHTML = html;
    const links = [...document.querySelectorAll("nav a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/BookingForm", "tel:+919000000001", "https://wa.me/919000000001", "/Contact"]);
    expect(document.querySelector("nav button")).toBeNull();
  });

  it("once live, Chat is a button that opens and closes the shared chat panel and says so", () => {
    renderAt("/");
    const chat = screen.getByRole("button", { name: "Chat" });
    expect(chat.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(chat);
    expect(screen.getByTestId("chat").textContent).toBe("open");
    expect(chat.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(chat);
    expect(screen.getByTestId("chat").textContent).toBe("closed");
  });

  it("leaves Book out on the booking page, whatever the path's case", () => {
    renderAt("/bookingform");
    expect(screen.queryByRole("link", { name: "Book" })).toBeNull();
    expect(screen.getByRole("link", { name: /^Call/ })).toBeTruthy();
    cleanup();
    renderAt("/");
    expect(screen.getByRole("link", { name: "Book" }).getAttribute("href")).toBe("/BookingForm");
  });
});
