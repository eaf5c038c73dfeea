import { describe, expect, it } from "vitest";
import { itRefuses } from "./form-result-test-support";
import { htmlToParagraphs, paragraphsToHtml, parseRoomWords } from "./room-words";
import { roomWordsRefusals } from "./room-words-test-support";

const valid = {
  name: "Deluxe Room",
  short_description: "A calm room near the temple.",
  description: "A quiet place to rest.\n\nIt has one bed.",
  features: "TV\n  Free Wifi \n\nAir Condition",
};

describe("a room's words from the desk", () => {
  it("keeps the text, trims it, and takes one feature per line, blank lines ignored", () => {
    expect(parseRoomWords(valid)).toEqual({
      ok: true,
      value: {
        name: "Deluxe Room",
        shortDescription: "A calm room near the temple.",
        description: "A quiet place to rest.\n\nIt has one bed.",
        features: ["TV", "Free Wifi", "Air Condition"],
        hi: { name: "", shortDescription: "", description: "", features: [] },
      },
    });
  });

  it("takes each Hindi field beside its English one, every one optional (product-rules.md: Hindi)", () => {
    const hindi = {
      name_hi: "  डीलक्स   रूम ",
      short_description_hi: "मंदिर के पास शांत कमरा।",
      description_hi: " आराम की जगह।\n\nएक बेड। ",
      features_hi: "टीवी\n  मुफ़्त वाई-फ़ाई \n\nएसी",
    };
    expect(parseRoomWords({ ...valid, ...hindi })).toMatchObject({
      ok: true,
      value: {
        name: "Deluxe Room",
        hi: {
          name: "डीलक्स रूम",
          shortDescription: "मंदिर के पास शांत कमरा।",
          description: "आराम की जगह।\n\nएक बेड।",
          features: ["टीवी", "मुफ़्त वाई-फ़ाई", "एसी"],
        },
      },
    });
    // Blank is the same as absent: the Hindi page then shows the English.
    expect(parseRoomWords({ ...valid, name_hi: " ", short_description_hi: "", description_hi: "\n", features_hi: "\n \n" })).toMatchObject({
      ok: true,
      value: { hi: { name: "", shortDescription: "", description: "", features: [] } },
    });
  });

  itRefuses("refuses the Hindi %o with a message on %s", (change) => parseRoomWords({ ...valid, ...change }), [
    [{ name_hi: "क".repeat(61) }, "name_hi", "The Hindi name must be 60 characters or fewer"],
    [{ short_description_hi: "क".repeat(201) }, "short_description_hi", "The Hindi card line must be 200 characters or fewer"],
    [{ description_hi: "क".repeat(3001) }, "description_hi", "The Hindi description must be 3000 characters or fewer"],
    [{ features_hi: Array.from({ length: 31 }, (_, i) => `सुविधा ${i}`).join("\n") }, "features_hi", "At most 30 Hindi features"],
    [{ features_hi: "क".repeat(61) }, "features_hi", "Each Hindi feature must be 60 characters or fewer"],
  ]);

  itRefuses("refuses %o with a message on %s", (change) => parseRoomWords({ ...valid, ...change }), roomWordsRefusals);
});

describe("the description's paragraphs", () => {
  it("become escaped <p> paragraphs, a single line break a space", () => {
    expect(paragraphsToHtml("Rest <here> & relax.\nNear the ghats.\n\n\nSecond")).toBe("<p>Rest &lt;here&gt; &amp; relax. Near the ghats.</p>\n<p>Second</p>");
  });

  it("make a bulleted list of a paragraph whose every line starts with a dash", () => {
    expect(paragraphsToHtml("Close by:\n\n- The temple, 5 km\n-   The <ghats>\n\n- alone\nnot a list")).toBe(
      "<p>Close by:</p>\n<ul>\n<li>The temple, 5 km</li>\n<li>The &lt;ghats&gt;</li>\n</ul>\n<p>- alone not a list</p>",
    );
  });

  it("come back from stored HTML as staff wrote them", () => {
    expect(htmlToParagraphs('<p class="lead">The room &amp; its <strong>view</strong>.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      "The room & its view.\n\n- One\n- Two",
    );
    const text = "Rest & relax.\n\n- Near the ghats\n- Free Wi-Fi\n\nSecond paragraph.";
    expect(htmlToParagraphs(paragraphsToHtml(text))).toBe(text);
  });
});
