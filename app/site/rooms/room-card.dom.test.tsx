import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Outlet, createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Room } from "~/domain/api-types";
import { sendWords } from "~/i18n/words";
import { ClampedDescription } from "./clamped-description";
import { RoomCard } from "./room-card";
import { roomCardWordsEn } from "./room-card-words";
import { roomCardWordsHi } from "./room-card-words.hi";

afterEach(cleanup);

const room: Room = {
  id: 2,
  name: "Super Deluxe Room",
  room_type_name: "Super Deluxe Room",
  short_description: "More space and a king bed.",
  brief_description: "",
  home_description: "",
  room_price: 6500,
  main_image: "/media/rooms/super-deluxe-1.svg",
  gallery_images: [],
  room_features: [],
};

/** A card on a page whose root loader says the hotel's today is `today`, and whose loader sends the card's words. */
function renderCard(card: React.ReactNode, today = "2027-03-01", path = "/") {
  const page = {
    Component: () => card,
    loader: () => ({ words: sendWords({ roomCard: path.startsWith("/hi") ? roomCardWordsHi : roomCardWordsEn }) }),
  };
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ today }), Component: Outlet, children: [{ index: true, ...page }, { path: "*", ...page }] },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("ClampedDescription", () => {
  it("offers Read More / Show Less only past 150 characters", async () => {
    const long = "A".repeat(151);
    renderCard(<ClampedDescription text={long} />);
    await screen.findByText(long);
    const toggle = screen.getByRole("button", { name: "Read More" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByText(long).className).toContain("line-clamp-3");
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Show Less" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(long).className).not.toContain("line-clamp-3");
  });

  it("has no toggle at 150 characters or fewer", async () => {
    renderCard(<ClampedDescription text={"B".repeat(150)} />);
    await screen.findByText("B".repeat(150));
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("RoomCard", () => {
  it("links the name and View Details to the room, shows the price plus taxes and the amenities", async () => {
    renderCard(<RoomCard room={room} headingLevel={2} />);
    expect(await screen.findByRole("heading", { level: 2, name: "Super Deluxe Room" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Super Deluxe Room" }).getAttribute("href")).toBe("/RoomDetails/2");
    expect(screen.getByRole("link", { name: "View details of the Super Deluxe Room" }).getAttribute("href")).toBe(
      "/RoomDetails/2",
    );
    // Outside any offer: the usual rate alone.
    expect(screen.getByText("₹6,500").tagName).toBe("SPAN");
    expect(screen.getByText("+ taxes")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Free Wi-Fi" })).toBeTruthy();
    const image = screen.getByAltText("Super Deluxe Room at Narmada Riverside Resort");
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("on the listing, the image is a button that opens the room's photos", async () => {
    renderCard(<RoomCard room={room} imageOpens="lightbox" />);
    expect(await screen.findByRole("button", { name: "View photos of the Super Deluxe Room" })).toBeTruthy();
  });

  it("while the festive offer runs (the hotel's today), strikes the usual rate and shows the offer rate", async () => {
    renderCard(<RoomCard room={room} />, "2026-12-01");
    expect((await screen.findByText("₹6,500")).tagName).toBe("S");
    expect(screen.getByText("₹5,850")).toBeTruthy();
    expect(screen.getByText("Festive season offer: 10% off stays checking in by January 31st, 2027.")).toBeTruthy();
  });
});

describe("RoomCard on a Hindi page (product-rules.md: Hindi)", () => {
  const withHindi: Room = {
    ...room,
    hi: { name: "सुपर डीलक्स रूम", short_description: "ज़्यादा जगह और किंग बेड।", room_features: ["टीवी"] },
  };

  it("shows staff's Hindi words, the type's Hindi name and the card's Hindi words, and links to the Hindi room page", async () => {
    renderCard(<RoomCard room={withHindi} headingLevel={2} imageOpens="lightbox" />, "2027-03-01", "/hi/Room");
    expect(await screen.findByRole("heading", { level: 2, name: "सुपर डीलक्स रूम" })).toBeTruthy();
    expect(screen.getByText("ज़्यादा जगह और किंग बेड।")).toBeTruthy();
    expect(screen.getByRole("link", { name: "सुपर डीलक्स रूम की पूरी जानकारी देखें" }).getAttribute("href")).toBe("/hi/RoomDetails/2");
    expect(screen.getByRole("button", { name: "सुपर डीलक्स रूम की तस्वीरें देखें" })).toBeTruthy();
    expect(screen.getByText("+ टैक्स")).toBeTruthy();
    expect(screen.getByRole("img", { name: "मुफ़्त वाई-फ़ाई" })).toBeTruthy();
    expect(screen.getByAltText("Narmada Riverside Resort का सुपर डीलक्स रूम")).toBeTruthy();
  });

  it("shows the English of any word staff left without Hindi", async () => {
    renderCard(<RoomCard room={{ ...room, hi: { name: "सुपर डीलक्स रूम" } }} />, "2027-03-01", "/hi");
    expect(await screen.findByRole("heading", { level: 3, name: "सुपर डीलक्स रूम" })).toBeTruthy();
    expect(screen.getByText("More space and a king bed.")).toBeTruthy();
  });

  it("says the festive offer in Hindi, with the Hindi date", async () => {
    renderCard(<RoomCard room={withHindi} />, "2026-12-01", "/hi/Room");
    expect((await screen.findByText("₹6,500")).tagName).toBe("S");
    expect(screen.getByText("त्योहारी मौसम का ऑफ़र: 31 जनवरी 2027 तक चेक-इन करने पर किराए में 10% की छूट।")).toBeTruthy();
  });
});
