import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Room } from "~/domain/api-types";
import { homeWordsWrapper } from "./home-test-support";
import { RoomsCarousel } from "./rooms-carousel";

const room = (id: number, name: string): Room => ({
  id,
  name,
  room_type_name: name,
  short_description: `${name}: a calm room by the river.`,
  brief_description: "",
  home_description: "",
  room_price: 4500,
  main_image: `/media/rooms/${id}.svg`,
  gallery_images: [],
  room_features: [],
});

afterEach(cleanup);

describe("RoomsCarousel", () => {
  it("shows one card per room, each linking to its details page", async () => {
    // Cards read the hotel's today from the root loader (for the offer rate).
    render(<RoomsCarousel rooms={[room(1, "Deluxe Room"), room(2, "Super Deluxe Room")]} />, {
      wrapper: homeWordsWrapper({ rootData: { today: "2027-03-01" } }),
    });
    expect(await screen.findAllByRole("group")).toHaveLength(2);
    expect(screen.getAllByRole("link", { name: "View details of the Super Deluxe Room" })[0].getAttribute("href")).toBe(
      "/RoomDetails/2",
    );
  });

  it("says honestly that rooms cannot be shown (product-rules.md: Read cache), with the hotel's phone, never 'Loading rooms...'", () => {
    render(<RoomsCarousel rooms={null} />, { wrapper: homeWordsWrapper() });
    expect(screen.getByRole("status").textContent).toContain("We can't show our rooms right now");
    expect(screen.getByRole("link", { name: "+91 90000 00001" }).getAttribute("href")).toBe("tel:+919000000001");
    expect(screen.queryByText(/Loading rooms/)).toBeNull();
  });

  it("says it in Hindi on the Hindi home page, around the same phone and e-mail links", () => {
    render(<RoomsCarousel rooms={null} />, { wrapper: homeWordsWrapper({ lang: "hi" }) });
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("अभी हम अपने कमरे नहीं दिखा पा रहे हैं");
    expect(status.textContent).toContain("हमें +91 90000 00001 पर फ़ोन करें या");
    expect(screen.getByRole("link", { name: "+91 90000 00001" }).getAttribute("href")).toBe("tel:+919000000001");
    expect(screen.getByRole("link", { name: /होटल से संपर्क करें/ }).getAttribute("href")).toBe("/hi/Contact");
  });
});
