import { cleanup, render, screen } from "@testing-library/react";
import { Outlet, createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Room } from "~/domain/api-types";
import { sendWords } from "~/i18n/words";
import { rootWords } from "~/root-words.server";
import RoomDetailsPage, { ErrorBoundary as RoomDetailsError } from "~/site/rooms/room-details";
import { roomCardWordsEn } from "./room-card-words";
import { roomCardWordsHi } from "./room-card-words.hi";
import { roomForPage } from "./room-in-lang";
import { listingCopyFor } from "./room-listing-copy";
import { RoomsListing } from "./rooms-listing";
import { roomsWordsEn } from "./rooms-words";
import { roomsWordsHi } from "./rooms-words.hi";

afterEach(cleanup);

const suite: Room = {
  id: 4,
  name: "Suite Room",
  room_type_name: "Suite Room",
  short_description: "Our largest room.",
  brief_description: "<p>The Suite is our largest room.</p>",
  home_description: "",
  room_price: 11000,
  main_image: "/media/rooms/suite-1.svg",
  gallery_images: ["/media/rooms/suite-1.svg", "/media/rooms/suite-2.svg"],
  room_features: ["TV", "Balcony with river view"],
  hi: {
    name: "सुइट रूम",
    short_description: "हमारा सबसे बड़ा कमरा।",
    brief_description: "<p>सुइट हमारा सबसे बड़ा कमरा है।</p>",
    room_features: ["टीवी", "नर्मदा की ओर बालकनी"],
  },
};

/** A room page under `path` whose loaders send what the real ones do, in the path's language. */
function renderPage(page: () => React.ReactNode, path: string, today = "2027-03-01") {
  const hindi = path.startsWith("/hi");
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ today, words: sendWords(rootWords(hindi ? "hi" : "en")) }),
      Component: Outlet,
      children: [
        {
          path: "*",
          Component: page,
          loader: () => ({
            words: sendWords({ rooms: hindi ? roomsWordsHi : roomsWordsEn, roomCard: hindi ? roomCardWordsHi : roomCardWordsEn }),
          }),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

/** The suite's details page under `path`, with the room as its loader sends it in the path's language. */
function renderDetails(path: string) {
  const room = roomForPage(suite, path.startsWith("/hi") ? "hi" : "en");
  const props = { loaderData: { room, today: "2027-03-01" } } as unknown as Parameters<typeof RoomDetailsPage>[0];
  renderPage(() => <RoomDetailsPage {...props} />, path);
}

/** What is left of a page's text once what a Hindi page may show in Latin letters is taken out. */
const latinLeft = (text: string) =>
  text
    .replace(/Narmada Riverside Resort|\+91 \d{5} \d{5}|\bkm\b|24\/7|[\w.-]+@[\w.-]+/g, "")
    .match(/[A-Za-z]+/g) ?? [];

describe("the room pages in Hindi (product-rules.md: Hindi)", () => {
  it("/hi/Room/suite-room: every word in Hindi, links to the Hindi pages", async () => {
    const rooms = [roomForPage(suite, "hi")];
    renderPage(
      () => <RoomsListing copy={listingCopyFor("suite-room", rooms[0], "hi")} allRooms={rooms} rooms={rooms} />,
      "/hi/Room/suite-room",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "सुइट" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "सुइट रूम" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "सभी कमरे" }).getAttribute("href")).toBe("/hi/Room");
    expect(screen.getByRole("link", { name: "सुइट रूम", current: "page" }).getAttribute("href")).toBe("/hi/Room/suite-room");
    expect(latinLeft(document.body.textContent ?? "")).toEqual([]);
  });

  it("/hi/RoomDetails/4: staff's Hindi words, the page's words and the panel in Hindi", async () => {
    renderDetails("/hi/RoomDetails/4");
    expect(await screen.findByRole("heading", { level: 1, name: "सुइट रूम" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "सुइट रूम के बारे में" })).toBeTruthy();
    expect(screen.getByText("सुइट हमारा सबसे बड़ा कमरा है।")).toBeTruthy();
    expect(screen.getByText("नर्मदा की ओर बालकनी")).toBeTruthy();
    expect(screen.getByLabelText("चेक-इन")).toBeTruthy();
    expect(screen.getByRole("link", { name: "सभी कमरे और सुइट देखें" }).getAttribute("href")).toBe("/hi/Room");
    expect(latinLeft(document.body.textContent ?? "")).toEqual([]);
  });

  it("/RoomDetails/4 stays English, whatever Hindi the room carries", async () => {
    renderDetails("/RoomDetails/4");
    expect(await screen.findByRole("heading", { level: 1, name: "Suite Room" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "About the Suite Room" })).toBeTruthy();
    expect(screen.getByText("Balcony with river view")).toBeTruthy();
    expect(screen.getByLabelText("Check-in")).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u0900-\u097F]/);
  });

  it("/hi/RoomDetails/99: the missing room's 404 says so in Hindi, with the words it carries", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ words: sendWords(rootWords("hi")) }),
        Component: Outlet,
        children: [
          {
            path: "*",
            loader: () => {
              throw data({ problem: roomsWordsHi.problem }, { status: 404 });
            },
            Component: () => null,
            ErrorBoundary: RoomDetailsError as never,
          },
        ],
      },
    ]);
    render(<Stub initialEntries={["/hi/RoomDetails/99"]} />);
    expect(await screen.findByRole("heading", { level: 1, name: "कमरा नहीं मिला" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "सभी कमरे देखें" }).getAttribute("href")).toBe("/hi/Room");
    expect(latinLeft(document.body.textContent ?? "")).toEqual([]);
  });
});
