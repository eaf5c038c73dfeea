import { act, cleanup, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster } from "./toaster";
import { wordsWrapper } from "./words-test-support";

afterEach(cleanup);

describe("the toasts (product-rules.md: Hindi)", () => {
  it("are set in the page's own family, which a Hindi page makes its Devanagari face, not sonner's system stack", async () => {
    render(<Toaster />, { wrapper: wordsWrapper({ lang: "hi" }) });
    await act(async () => {
      toast.success("बुकिंग अनुरोध भेज दिया गया");
    });
    const message = await screen.findByText("बुकिंग अनुरोध भेज दिया गया");
    const list = message.closest("[data-sonner-toaster]") as HTMLElement;
    expect(list.style.fontFamily).toBe("var(--font-sans)");
    expect((message.closest("[data-sonner-toast]") as HTMLElement).style.fontFamily).toBe("inherit");
  });
});
