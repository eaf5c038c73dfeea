import { describe, expect, it } from "vitest";
import { catalogueOn, chargeCatalogue } from "~/domain/charge-catalogue";
import { chargeCategoryKeys } from "~/domain/folio";
import { balanceWords, categoryWords, gstRateWords, postableCategories } from "./folio-messages";

describe("the folio's words", () => {
  it("says the balance as the header shows it", () => {
    expect(balanceWords(425_000)).toBe("Balance due ₹4,250");
    expect(balanceWords(1)).toBe("Balance due ₹0.01");
    expect(balanceWords(0)).toBe("Settled");
    expect(balanceWords(-50_000)).toBe("Refund due ₹500");
  });

  it("says a line's whole GST rate from its halves", () => {
    expect(gstRateWords(250, 250)).toBe("GST 5%");
    expect(gstRateWords(900, 900)).toBe("GST 18%");
    expect(gstRateWords(600, 600)).toBe("GST 12%");
    expect(gstRateWords(125, 125)).toBe("GST 2.5%");
    expect(gstRateWords(0, 0)).toBe("No GST");
  });

  it("names each category as the catalogue in force names it on the invoice", () => {
    for (const table of chargeCatalogue) {
      for (const key of chargeCategoryKeys) expect(categoryWords[key]).toBe(catalogueOn(table.from).categories[key].label);
    }
  });

  it("posts from the catalogue of desk charges, each with its name", () => {
    expect(postableCategories.map((key) => categoryWords[key])).toEqual([
      "Restaurant",
      "Room service",
      "Laundry",
      "Spa",
      "Temple or airport transfer",
      "Extra bed",
      "Other",
    ]);
  });
});
