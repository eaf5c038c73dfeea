import { cleanup, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { rootWords } from "~/root-words.server";

const frameWordsEn = rootWords("en").frame;
import type { Lang } from "~/i18n/lang";
import { CloseButton } from "./close-button";
import { MapFacade } from "./map-facade";
import { MessagingShortcut } from "./messaging-shortcut";
import { StarRating } from "./star-rating";
import { TurnstileWidget } from "./turnstile-widget";
import { withWords } from "./words-test-support";
import { YouTubeFacade } from "./youtube-facade";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

const poster = { src: "/poster.svg", width: 16, height: 9, alt: "" };

function Pieces() {
  return (
    <>
      <CloseButton onClose={() => {}} className="" />
      <MessagingShortcut />
      <StarRating rating={4} />
      <MapFacade />
      <YouTubeFacade videoId="abc" title="ओंकारेश्वर" poster={poster} />
    </>
  );
}

const show = (lang: Lang) => {
  document.body.innerHTML = renderToString(withWords(<Pieces />, { lang }));
  return document.body;
};

const label = (selector: string) => document.querySelector(selector)?.getAttribute("aria-label");

describe("the shared pieces of every page (product-rules.md: Hindi)", () => {
  it("keep their English words on an English page", () => {
    const page = show("en");
    expect(screen.getByRole("button", { name: frameWordsEn.close })).toBeTruthy();
    expect(label(`a[href="${hotel.messaging.url}"]`)).toBe("Message us on WhatsApp (opens in a new tab)");
    expect(label('[role="img"]')).toBe("Rated 4 out of 5");
    expect(page.textContent).toContain("Show the interactive map");
    expect(page.textContent).toContain("The interactive map loads Google Maps.");
    expect(page.textContent).toContain("Open in Google Maps (opens in a new tab)");
    expect(page.textContent).toContain("Play: ओंकारेश्वर (loads YouTube)");
  });

  it("speak Hindi on a Hindi page, naming only the networks in English", () => {
    const page = show("hi");
    expect(screen.getByRole("button", { name: "बंद करें" })).toBeTruthy();
    expect(label(`a[href="${hotel.messaging.url}"]`)).toBe("WhatsApp पर संदेश भेजें (नए टैब में खुलेगा)");
    expect(label('[role="img"]')).toBe("रेटिंग: 5 में से 4");
    expect(page.textContent).toContain("पूरा नक्शा दिखाएँ");
    expect(page.textContent).toContain("Google पर नक्शा खोलें (नए टैब में खुलेगा)");
    expect(page.textContent).toContain("वीडियो चलाएँ: ओंकारेश्वर (YouTube से चलेगा)");
    expect((page.textContent ?? "").replace(/Google|YouTube/g, "")).not.toMatch(/[A-Za-z]/);
  });

  it("tell a Hindi guest without JavaScript why the spam check needs it, in Hindi", () => {
    // The server's HTML: a browser with JavaScript never shows it, and React renders it only there.
    const html = renderToString(withWords(<TurnstileWidget siteKey="site-key" active={false} />, { lang: "hi" }));
    expect(html).toContain("स्पैम की जाँच के लिए इस फ़ॉर्म को जावास्क्रिप्ट चाहिए।");
    expect(renderToString(withWords(<TurnstileWidget siteKey={null} />))).toBe("");
  });
});
