import { describe, expect, it } from "vitest";
import { facilityOfPage } from "~/content/facility-status";
import { amenitiesGroup, diningGroup } from "~/content/navigation";
import { shellWordsEn } from "~/frame/shell/shell-words";
import { shellWordsHi } from "~/frame/shell/shell-words.hi";
import { type FacilityStatus, factRepliesEn, facilityStatuses, menuNames } from "./chat-facts";
import { factRepliesHi, menuNamesHi } from "./chat-facts.hi";

describe("the assistant's names for the menu's places", () => {
  it("are the menu's own English labels", () => {
    for (const [key, name] of Object.entries(menuNames)) {
      expect(name).toBe(shellWordsEn.nav[key as keyof typeof shellWordsEn.nav]);
    }
  });

  it("cover every facility page of the menu, so none is listed by its key", () => {
    const facilityPages = [...diningGroup.items, ...amenitiesGroup.items].filter((item) => facilityOfPage(item.to));
    for (const item of facilityPages) expect(menuNames[item.key], item.key).toBeDefined();
    expect(facilityStatuses().map((status) => status.title)).toContain("Rooftop Dining");
  });
});

describe("the assistant's Hindi facts", () => {
  it("name the menu's places by the menu's own Hindi labels", () => {
    expect(Object.keys(menuNamesHi)).toEqual(Object.keys(menuNames));
    for (const [key, name] of Object.entries(menuNamesHi)) {
      expect(name).toBe(shellWordsHi.nav[key as keyof typeof shellWordsHi.nav]);
    }
  });

  it("list the same facilities, pages and Upcoming marks as the English", () => {
    const shape = (statuses: readonly FacilityStatus[]) => statuses.map(({ to, upcoming }) => ({ to, upcoming }));
    expect(shape(factRepliesHi.statuses())).toEqual(shape(facilityStatuses()));
    expect(factRepliesHi.statuses().map((status) => status.title)).toContain("छत पर भोजन");
  });

  it("state the same figures as the English answers", () => {
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).toSorted();
    const pairs: [string, string][] = [
      [factRepliesEn.parking(), factRepliesHi.parking()],
      [factRepliesEn.cancellation, factRepliesHi.cancellation],
      [factRepliesEn.location(), factRepliesHi.location()],
      [factRepliesEn.wifi, factRepliesHi.wifi],
      [factRepliesEn.unstatedDistance("indore"), factRepliesHi.unstatedDistance("indore")],
    ];
    for (const [en, hi] of pairs) expect(numbers(hi), hi).toEqual(numbers(en));
    // Times: 12:00 PM and 10:00 AM, said as Hindi says them.
    expect(factRepliesHi.times()).toContain("दोपहर 12:00 बजे");
    expect(factRepliesHi.times()).toContain("सुबह 10:00 बजे");
    expect(factRepliesHi.dining).toContain("सुबह 7:00 बजे से रात 11:00 बजे तक");
  });
});
