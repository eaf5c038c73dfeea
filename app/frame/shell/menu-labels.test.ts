import { describe, expect, it } from "vitest";
import { footerColumns, mainNavigation } from "~/content/navigation";
import { shellWordsEn } from "./shell-words";

// Here, not beside the menu's structure in app/content: the labels are the shell's words, above it.
describe("navigation", () => {
  it("lists the original site's top-level items in order", () => {
    expect(mainNavigation.map((item) => shellWordsEn.nav[item.key])).toEqual([
      "Home",
      "About",
      "Rooms & Suites",
      "Dining",
      "Amenities",
      "Event & Meeting",
      "Gallery",
      "Tourism",
      "Contact",
    ]);
  });

  it("has the footer columns as on the original site, with My booking added (product-rules.md: The receipt is the start of the stay)", () => {
    const label = (key: keyof typeof shellWordsEn.nav) => shellWordsEn.nav[key];
    expect(footerColumns.map((column) => [label(column.heading), column.links.map((link) => label(link.key))])).toEqual([
      ["Links", ["Home", "About", "Rooms", "Gallery", "Contact", "My booking"]],
      [
        "Services",
        ["Swimming Pool", "Quality Room", "Best Accommodation", "Wellness & Spa", "Restaurant"],
      ],
      ["Policies", ["FAQ", "Terms & Conditions", "Privacy Policy"]],
    ]);
    const services = footerColumns[1]?.links ?? [];
    expect(services.find((link) => label(link.key) === "Best Accommodation")?.to).toBe("/Facilities");
  });
});
