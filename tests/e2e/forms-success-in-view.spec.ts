import { expect, test } from "@playwright/test";
import { fillFields, guestFields } from "./support/fill-and-send";
import { openPage } from "./support/page";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone, a sent form's success message is brought into view clear of the bottom bar, and announced", async ({ page }) => {
  await openPage(page, "/Contact");
  const form = page.locator("#get-in-touch form");
  await fillFields(form, [
    ...guestFields({ name: "Asha Verma", email: "asha@example.com", phone: "+91 98765 43210" }),
    ["Message", "Can we arrange a cab from Indore airport on Friday?"],
  ]);
  // The guest scrolled just far enough to reach the button: the message will appear below it.
  const send = form.getByRole("button", { name: "Send Message" });
  await send.evaluate((button) => button.scrollIntoView({ block: "end" }));
  await send.click();

  const status = form.getByRole("status");
  await expect(status).toContainText("Message sent successfully!");
  const message = status.locator("[data-outcome=success]");
  await expect
    .poll(async () =>
      message.evaluate((element) => {
        const { top, bottom } = element.getBoundingClientRect();
        const bar = document.querySelector("nav[aria-label='Quick actions']")?.getBoundingClientRect().top ?? window.innerHeight;
        return top >= 0 && bottom <= bar;
      }),
    )
    .toBe(true);
});
