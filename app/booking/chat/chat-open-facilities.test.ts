import { afterEach, describe, expect, it } from "vitest";
import { applySettings, currentSettings, type HotelSettings } from "~/content/hotel";
import { seedSettings } from "~/content/hotel-seed";
import { todayInHotel } from "~/domain/hotel-date";
import { addDays } from "~/domain/hotel-date";
import { answerFor } from "./chat-answers";
import { chatRepliesEn } from "./chat-replies";
import { chatRepliesHi } from "./chat-replies.hi";

/**
 * The assistant on what is open (product-rules.md: What is open): no alcohol in a holy town, said
 * plainly in both languages, and each facility as staff saved it, never from a fixed list.
 */
const before = currentSettings();
afterEach(() => applySettings(before));

const withFacilities = (facilities: Partial<HotelSettings["facilities"]>) =>
  applySettings({ ...seedSettings, facilities: { ...seedSettings.facilities, ...facilities } });

const en = (text: string) => answerFor(text, [], chatRepliesEn) ?? "";
const hi = (text: string) => answerFor(text, [], chatRepliesHi) ?? "";

describe("asked for alcohol", () => {
  it.each(["Do you serve beer?", "is there a bar", "can I get a whisky in my room", "rooftop bar timings?", "wine with dinner?", "daru milegi?", "any liquor shop nearby"])(
    "%s: says plainly none is served or sold, and why, in English",
    (question) => {
      withFacilities({});
      const reply = en(question);
      expect(reply).toMatch(/^We don't serve alcohol, and there is no bar: Omkareshwar is a holy town where the sale of liquor is banned \(Madhya Pradesh, since 1 April 2025\)/);
      // What there is instead, never a bar "not open yet".
      expect(reply).toContain("pure-vegetarian restaurant serves from 7:00 AM to 11:00 PM");
      expect(reply).toMatch(/tea and coffee/);
      expect(reply).not.toMatch(/not open yet|Upcoming/i);
    },
  );

  it.each(["क्या यहाँ शराब मिलती है?", "बीयर मिलेगी?", "छत पर बार कब खुलेगा"])("%s: says the same in Hindi", (question) => {
    withFacilities({});
    const reply = hi(question);
    expect(reply).toMatch(/^हमारे यहाँ शराब नहीं परोसी जाती और कोई बार नहीं है: ओंकारेश्वर एक पवित्र नगरी है/);
    expect(reply).toContain("1 अप्रैल 2025");
    expect(reply).toContain("चाय और कॉफ़ी");
  });

  it("does not take a mocktail or 'एक बार' (once) for alcohol", () => {
    withFacilities({});
    expect(en("do you have mocktails on the rooftop?")).not.toMatch(/alcohol/);
    expect(hi("एक बार फिर बताइए, पूल खुला है?")).not.toMatch(/शराब/);
  });

  it("names rooftop dining as it stands: open with its hours, or its opening day", () => {
    withFacilities({ rooftop: { state: "open", opens: "17:00", closes: "22:00" } });
    expect(en("any beer?")).toContain("Rooftop dining is open daily, 5:00 PM to 10:00 PM, with mocktails");
    expect(hi("शराब?")).toContain("छत पर भोजन रोज़");
    withFacilities({ rooftop: { state: "opening", opensOn: "2099-03-05", opens: "17:00", closes: "22:00" } });
    expect(en("any beer?")).toContain("Rooftop dining opens on March 5th, 2099.");
    expect(hi("शराब?")).toContain("छत पर भोजन 5 मार्च 2099 से शुरू होगा।");
  });
});

describe("asked whether a facility is open", () => {
  it("says the spa is open, with its hours, once staff saved it open", () => {
    withFacilities({ spa: { state: "open", opens: "09:00", closes: "21:00" } });
    expect(en("is the spa open?")).toBe("The Spa and Wellness Center is open to guests, daily, 9:00 AM to 9:00 PM.");
    expect(en("what facilities do you have?")).toContain("Spa and Wellness Center");
    expect(en("what facilities do you have?")).not.toMatch(/Upcoming on our site\): .*Spa/);
  });

  it("gives the opening day of a facility opening on a date, and calls it open from that day", () => {
    const today = todayInHotel(new Date());
    withFacilities({ pool: { state: "opening", opensOn: addDays(today, 10), opens: "06:00", closes: "22:00" } });
    expect(en("is the pool open?")).toMatch(/^The Swimming Pools opens on /);
    withFacilities({ pool: { state: "opening", opensOn: today, opens: "06:00", closes: "22:00" } });
    expect(en("is the pool open?")).toBe("The Swimming Pools is open to guests, daily, 6:00 AM to 10:00 PM.");
  });

  it("keeps a planned facility not open, in both languages", () => {
    withFacilities({});
    expect(en("gym timings?")).toMatch(/^Not open yet: our site lists the Fitness Center as Upcoming/);
    expect(hi("जिम खुला है?")).toMatch(/^अभी यह खुला नहीं है/);
  });
});
