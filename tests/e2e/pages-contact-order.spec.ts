import { expect, test } from "@playwright/test";
import { openPage } from "./support/page";

test.describe("/Contact leads with the resort", () => {
  test("the first card is the resort's own address with directions; the Indore office comes later", async ({ page }) => {
    await openPage(page, "/Contact");
    const cards = page.getByRole("region", { name: "How to reach us" }).getByRole("listitem");
    const first = cards.first();
    await expect(first.getByRole("heading", { name: "The Resort" })).toBeVisible();
    await expect(first.locator("address")).toContainText("Main Road, Omkareshwar");
    await expect(first.locator("address")).toContainText("Khandwa district, Madhya Pradesh 450554");
    await expect(first.getByRole("link", { name: /Directions on the map/ })).toHaveAttribute("href", /google\.com\/maps/);
    await expect(page.getByRole("region", { name: "How to reach us" })).not.toContainText("Indore");
    await expect(page.getByText(/Corporate office:.*Indore/)).toBeVisible();
  });

  test("names the temple and its distance once, and no other temple beside it", async ({ page }) => {
    await openPage(page, "/Contact");
    const main = page.locator("main");
    await expect(main.getByText("We are 5 km from the Omkareshwar Jyotirlinga temple, about 10 minutes by car.")).toBeVisible();
    const text = (await main.innerText()).replace(/\s+/g, " ");
    expect(text.match(/\d+ km/g)).toEqual(["5 km"]);
    expect(text).not.toMatch(/Mamleshwar/);
  });
});
