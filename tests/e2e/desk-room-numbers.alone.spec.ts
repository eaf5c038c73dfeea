import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { stayFrom } from "./support/booking-api";
import { openDeskOnPhone } from "./support/desk-page";
import { describeWithoutScript } from "./support/without-script";

/**
 * Rooms by number from a phone at reception (product-rules.md: The hotel's one book, Rooms by
 * number): a room added is for sale at once and counted on the Rates page, put out of order with a
 * reason and back in service, then retired. The room is new, so no other test's rooms change.
 */
test.describe.configure({ timeout: 120_000 });

const spell = stayFrom(330, 3);

const suiteSection = (page: Page) => page.getByRole("region", { name: /^Suite Room/ });

async function retireIfThere(page: Page, number: string) {
  await openDeskOnPhone(page, "/admin/room-numbers", "Room numbers");
  const room = suiteSection(page).getByTestId("room-unit").filter({ has: page.getByRole("heading", { name: `Room ${number}` }) });
  if ((await room.count()) === 0) return;
  await room.getByText(`Change room ${number}`).click();
  await room.getByRole("button", { name: `Retire room ${number}` }).click();
  await expect(page.getByRole("status")).toHaveText("Room retired. It is no longer sold.");
}

test("add a room, put it out of order and back, and retire it, on a phone", async ({ page }) => {
  const number = `E${Date.now() % 100000}`;
  await openDeskOnPhone(page, "/admin/room-numbers", "Room numbers");
  await expectNoSeriousA11yViolations(page);
  const suite = suiteSection(page);
  await expect(suite.getByRole("heading", { level: 2 })).toContainText("4 rooms in service");

  // A number another room in service has is refused beside the field.
  await suite.getByLabel("New Suite Room number").fill("101");
  await suite.getByRole("button", { name: "Add room to Suite Room" }).click();
  await expect(suiteSection(page).getByText("Room 101 is already in service (Deluxe Room). Choose another number.")).toBeVisible();

  await suiteSection(page).getByLabel("New Suite Room number").fill(number);
  await suiteSection(page).getByRole("button", { name: "Add room to Suite Room" }).click();
  await expect(page.getByRole("status")).toHaveText("Room added. It is for sale at once.");
  try {
    await expect(suiteSection(page).getByRole("heading", { level: 2 })).toContainText("5 rooms in service");
    await openDeskOnPhone(page, "/admin/rates", "Rates");
    const rates = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Suite Room", exact: true }) });
    await expect(rates.getByTestId("rooms-for-sale")).toHaveText("Rooms for sale: 5 rooms in service · Room numbers of Suite Room");

    await openDeskOnPhone(page, "/admin/room-numbers", "Room numbers");
    const room = suiteSection(page).getByTestId("room-unit").filter({ has: page.getByRole("heading", { name: `Room ${number}` }) });
    await room.getByText(`Change room ${number}`).click();
    await room.getByLabel("Out of order from (first night)").fill(spell.checkIn);
    await room.getByLabel("Back in service on").fill(spell.checkOut);
    await room.getByLabel("Reason").fill("New bathroom fittings");
    await room.getByRole("button", { name: `Put out of order room ${number}` }).click();
    await expect(page.getByRole("status")).toHaveText("Room out of order. It is not sold on those nights.");
    const listed = suiteSection(page).getByTestId("out-of-order").filter({ hasText: "New bathroom fittings" });
    await expect(listed).toContainText("By ");
    await listed.getByRole("button", { name: `Back in service room ${number} from tonight` }).click();
    await expect(page.getByRole("status")).toHaveText("Room back in service. It is for sale again from tonight.");
    await expect(suiteSection(page).getByTestId("out-of-order")).toHaveCount(0);
  } finally {
    await retireIfThere(page, number);
  }
  await expect(suiteSection(page).getByTestId("retired-room").filter({ hasText: `Room ${number}` })).toBeVisible();
  await expect(suiteSection(page).getByRole("heading", { level: 2 })).toContainText("4 rooms in service");
});

describeWithoutScript("room numbers without script", () => {
  test("a refused out-of-order form says why beside its field", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/room-numbers");
    const room = suiteSection(page).getByTestId("room-unit").filter({ has: page.getByRole("heading", { name: "Room 401" }) });
    await room.getByText("Change room 401").click();
    await room.getByLabel("Out of order from (first night)").fill(spell.checkIn);
    await room.getByLabel("Back in service on").fill(spell.checkIn);
    await room.getByLabel("Reason").fill("Paint");
    await room.getByRole("button", { name: "Put out of order room 401" }).click();
    const refused = suiteSection(page).getByTestId("room-unit").filter({ has: page.getByRole("heading", { name: "Room 401" }) });
    await expect(refused.getByRole("alert")).toHaveText("The day back in service must be after the first night");
    await expect(refused.getByTestId("out-of-order")).toHaveCount(0);
  });
});
