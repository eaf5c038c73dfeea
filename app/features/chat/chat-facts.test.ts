import { describe, expect, it } from "vitest";
import { amenitiesGroup, diningGroup } from "~/content/navigation";
import { shellWordsEn } from "~/features/shell/shell-words";
import { facilityStatuses, menuNames } from "./chat-facts";

describe("the assistant's names for the menu's places", () => {
  it("are the menu's own English labels", () => {
    for (const [key, name] of Object.entries(menuNames)) {
      expect(name).toBe(shellWordsEn.nav[key as keyof typeof shellWordsEn.nav]);
    }
  });

  it("cover every upcoming place of the menu, so none is listed by its key", () => {
    const upcoming = [...diningGroup.items, ...amenitiesGroup.items].filter((item) => item.upcoming);
    for (const item of upcoming) expect(menuNames[item.key], item.key).toBeDefined();
    expect(facilityStatuses.map((status) => status.title)).toContain("Rooftop Bar");
  });
});
