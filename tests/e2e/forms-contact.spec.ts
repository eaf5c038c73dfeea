import { expect, test } from "@playwright/test";
import { expectFormPageAccessible } from "./support/forms-axe";
import { watchConsoleErrors } from "./support/console-errors";
import { expectShown, fillFields, guestFields } from "./support/fill-and-send";
import { openPage } from "./support/page";
import { ABORTED_REQUEST } from "./support/console-errors";
import { describeWithoutScript } from "./support/without-script";

// Once hydrated the form posts to the page's own action through a fetcher (React Router's data URL).
const contactPost = "**/Contact.data";
const isContactPost = (url: string) => new URL(url).pathname === "/Contact.data";
// The id the intake gave the stored enquiry, from the action's answer (a turbo-stream).
const storedId = (text: string) => /"reference","([^"]+)"/.exec(text)?.[1];

const form = (page: import("@playwright/test").Page) => page.locator("#get-in-touch form");

async function fillContact(page: import("@playwright/test").Page, message = "Is the hotel open during Mahashivratri?") {
  await fillFields(form(page), [...guestFields({ name: "Asha Verma", email: "asha@example.com", phone: "+91 98765 43210" }), ["Message", message]]);
}

test.describe("Contact: Get In Touch", () => {
  test("sends the message, clears the form and says so; one request however often it is clicked", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/Contact");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && isContactPost(request.url())) {
        posts.push(new URLSearchParams(request.postData() ?? "").get("idempotency_key") ?? "");
      }
    });
    await fillContact(page);
    const send = form(page).getByRole("button", { name: "Send Message" });
    await send.dblclick();
    await expect(form(page).getByText("Message sent successfully!")).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[\w-]{8,200}$/);
    await expect(form(page).getByLabel("Name")).toHaveValue("");
    await expect(form(page).getByLabel("Message")).toHaveValue("");

    // The next message is a new attempt with a new key.
    await fillContact(page, "And is parking free?");
    await send.click();
    await expect.poll(() => posts.length).toBe(2);
    expect(posts[1]).not.toBe(posts[0]);
    consoleErrors.expectNone();
  });

  test("shows the schema's message beside each field, announced, and clears it when the field is edited", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page);
    await openPage(page, "/Contact");
    const contact = form(page);
    await contact.getByLabel("Email").fill("asha@");
    await contact.getByRole("button", { name: "Send Message" }).click();

    const name = contact.getByLabel("Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    const describedBy = await name.getAttribute("aria-describedby");
    const nameError = page.locator(`[id="${describedBy}"]`);
    await expect(nameError).toHaveText("Name is required");
    await expect(nameError).toHaveAttribute("aria-live", "polite");
    await expect(contact.getByText("Invalid email format")).toBeVisible();
    await expect(contact.getByText("Phone number is required")).toBeVisible();
    await expect(contact.getByText("Message is required")).toBeVisible();

    await name.fill("A");
    await expect(nameError).toHaveText("");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(contact.getByText("Invalid email format")).toBeVisible();
    await expectFormPageAccessible(page);
    consoleErrors.expectNone();
  });

  test("a dropped connection gets the original site's message, and the retry is recognised by its key (product-rules.md: Idempotency)", async ({ page }) => {
    const consoleErrors = watchConsoleErrors(page, [ABORTED_REQUEST]);
    await openPage(page, "/Contact");
    await fillContact(page);
    // The request reaches the Worker and is stored, but the answer never reaches the guest.
    let firstId: string | undefined;
    await page.route(contactPost, async (route) => {
      const response = await route.fetch();
      firstId = storedId(await response.text());
      await route.abort("internetdisconnected");
    });
    const send = form(page).getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(form(page).getByText("An error occurred. Please try again later.")).toBeVisible();
    await expect(form(page).getByLabel("Name")).toHaveValue("Asha Verma");
    expect(firstId).toBeTruthy();

    await page.unroute(contactPost);
    const retry = page.waitForResponse((response) => isContactPost(response.url()));
    await send.click();
    const answer = storedId(await (await retry).text());
    await expect(form(page).getByText("Message sent successfully!")).toBeVisible();
    // Same key, same body: the first answer again, not a second enquiry.
    expect(answer).toBe(firstId);
    consoleErrors.expectNone();
  });

  test("has no serious accessibility violations", async ({ page }) => {
    await openPage(page, "/Contact");
    await form(page).scrollIntoViewIfNeeded();
    await expectFormPageAccessible(page);
  });
});

describeWithoutScript("Contact without JavaScript", () => {
  test("posts to the route action: the server's field messages, then success", async ({ page }) => {
    await page.goto("/Contact");
    const contact = form(page);
    await fillFields(contact, [
      ["Name", "Asha Verma"],
      ["Email", "not-an-email"],
      ["Message", "Do you have a lift?"],
    ]);
    await contact.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Failed to send message.")).toBeVisible();
    await expectShown(contact, ["Invalid email format", "Phone number is required"]);
    await expect(contact.getByLabel("Phone")).toHaveAttribute("aria-invalid", "true");
    // What the guest typed is kept.
    await expect(contact.getByLabel("Name")).toHaveValue("Asha Verma");
    await expect(contact.getByLabel("Message")).toHaveValue("Do you have a lift?");

    await contact.getByLabel("Email").fill("asha@example.com");
    await contact.getByLabel("Phone").fill("98765 43210");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent successfully!")).toBeVisible();
    await expect(contact.getByLabel("Name")).toHaveValue("");
  });
});
