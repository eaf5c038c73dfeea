import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wordsWrapper } from "~/components/words-test-support";
import { hotel } from "~/content/hotel";
import { ChatPanel } from "./chat-panel";
import { chatRepliesEn } from "./chat-replies";
import { chatRepliesHi } from "./chat-replies.hi";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ data: [{ room_type_name: "Deluxe Room", room_price: 3500 }] })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPanel = (lang: "en" | "hi") => render(<ChatPanel open onClose={() => {}} />, { wrapper: wordsWrapper({ lang }) });

describe("the chat panel in the page's language (product-rules.md: Chat assistant, Hindi)", () => {
  it("on an English page is the panel it always was", () => {
    renderPanel("en");
    expect(screen.getByRole("heading", { name: "Chat with us" })).toBeTruthy();
    expect(screen.getByText(`${hotel.shortName} assistant`)).toBeTruthy();
    expect(screen.getByText(chatRepliesEn.greeting)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close chat" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    expect(screen.getByLabelText("Your message").getAttribute("placeholder")).toBe("Type your message…");
    expect(screen.getByRole("log", { name: "Conversation" })).toBeTruthy();
  });

  it("on a Hindi page loads its Hindi words, greets and answers in Hindi", async () => {
    const { container } = renderPanel("hi");
    expect(await screen.findByRole("heading", { name: "हमसे चैट करें" })).toBeTruthy();
    expect(screen.getByText(chatRepliesHi.greeting)).toBeTruthy();
    expect(screen.getByRole("button", { name: "चैट बंद करें" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "भेजें" })).toBeTruthy();
    expect(screen.getByRole("log", { name: "बातचीत" })).toBeTruthy();
    const input = screen.getByLabelText("आपका संदेश");
    expect(input.getAttribute("placeholder")).toBe("अपना संदेश लिखें…");
    // No English on the panel but the hotel's brand.
    expect(container.textContent?.replaceAll(hotel.shortName, "")).not.toMatch(/[A-Za-z]/);

    fireEvent.change(input, { target: { value: "कमरा कितने का है?" } });
    fireEvent.submit(input.closest("form") as HTMLFormElement);
    expect(await screen.findByText(/^हमारे कमरे: डीलक्स रूम: ₹3,500 प्रति रात/, undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText("आप:", { exact: false })).toBeTruthy();
  });
});
