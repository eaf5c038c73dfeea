import { afterEach, describe, expect, it } from "vitest";
import { formInView, guestIsBusy, watchFormTyping } from "./guest-is-busy";
import { isHomePath } from "./welcome-popup";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("guestIsBusy: when the welcome card stays away", () => {
  it("is false on a page being read", () => {
    document.body.innerHTML = `<main><p>Rooms</p><a href="/Room">Rooms</a></main>`;
    (document.querySelector("a") as HTMLElement).focus();
    expect(guestIsBusy(document, false)).toBe(false);
  });

  it("is true while the chat (a non-modal dialog) or a modal <dialog> is open", () => {
    document.body.innerHTML = `<section role="dialog" aria-modal="false">Chat</section>`;
    expect(guestIsBusy(document, false)).toBe(true);
    document.body.innerHTML = `<dialog open>Enquiry</dialog>`;
    expect(guestIsBusy(document, false)).toBe(true);
    document.body.innerHTML = `<dialog>closed</dialog><section role="dialog" hidden></section>`;
    expect(guestIsBusy(document, false)).toBe(false);
  });

  it("is true while the guest is in a form field, or has typed into a form", () => {
    document.body.innerHTML = `<form><input name="name"><textarea name="message"></textarea><button>Send</button></form>`;
    (document.querySelector("textarea") as HTMLElement).focus();
    expect(guestIsBusy(document, false)).toBe(true);
    (document.querySelector("button") as HTMLElement).focus();
    expect(guestIsBusy(document, false)).toBe(false);
    expect(guestIsBusy(document, true)).toBe(true);
  });
});

describe("watchFormTyping", () => {
  it("notices typing in a form field, not outside forms, and stops when asked", () => {
    document.body.innerHTML = `<input id="search"><form><input id="name"></form>`;
    const watch = watchFormTyping(document);
    document.getElementById("search")?.dispatchEvent(new Event("input", { bubbles: true }));
    expect(watch.typed()).toBe(false);
    document.getElementById("name")?.dispatchEvent(new Event("input", { bubbles: true }));
    expect(watch.typed()).toBe(true);

    const later = watchFormTyping(document);
    later.stop();
    document.getElementById("name")?.dispatchEvent(new Event("input", { bubbles: true }));
    expect(later.typed()).toBe(false);
    watch.stop();
  });
});

describe("formInView: the welcome card never covers a form or a booking panel", () => {
  function place(selector: string, top: number, height: number) {
    const element = document.querySelector(selector) as HTMLElement;
    element.getBoundingClientRect = () => ({ top, bottom: top + height, height, left: 0, right: 390, width: 390, x: 0, y: top, toJSON: () => ({}) });
  }

  it("is true while a form, the booking strip or a room's panel is on screen, and false once it is scrolled away", () => {
    document.body.innerHTML = `<section id="booking"></section><form id="request"></form><section id="book-room-panel"></section>`;
    place("#booking", -400, 300);
    place("#request", 900, 500);
    place("#book-room-panel", 2000, 400);
    expect(formInView(document, 844)).toBe(false);
    place("#request", 700, 500);
    expect(formInView(document, 844)).toBe(true);
    place("#request", 900, 500);
    place("#book-room-panel", 100, 400);
    expect(formInView(document, 844)).toBe(true);
  });
});

describe("isHomePath: the card shows on the home page only", () => {
  it("knows the English and Hindi home pages and nothing else", () => {
    expect(["/", "/hi", "/hi/", "/HI"].map(isHomePath)).toEqual([true, true, true, true]);
    expect(["/about", "/hi/about", "/BookingForm", "/history"].map(isHomePath)).toEqual([false, false, false, false]);
  });
});
