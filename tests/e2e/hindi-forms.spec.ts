import { expect, type Locator, type Page, test } from "@playwright/test";
import { allowedLatinWords, readableText, untranslatedWords } from "./support/hindi-text";
import { bookableDay, pastDay } from "./support/hotel-dates";
import { openPage } from "./support/page";

/**
 * A Hindi-speaking guest sends every kind of enquiry from the Hindi pages (product-rules.md: Hindi):
 * each form's checks speak Hindi in the browser and from the server, its answer is Hindi, and
 * nothing on the way is an English sentence.
 */
async function expectAllHindi(page: Page) {
  expect(untranslatedWords(await readableText(page), allowedLatinWords())).toEqual([]);
}

/** Sends `form` through `button` and waits for the page's own action (`/hi/…data`) to answer. */
async function send(page: Page, form: Locator, button: string, path: string) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `${path}.data`);
  await form.getByRole("button", { name: button }).click();
  expect((await answer).status()).toBe(200);
}

test("the contact form: Hindi checks, a Hindi thank-you, and no English on the way", async ({ page }) => {
  await openPage(page, "/hi/Contact");
  const form = page.locator("#get-in-touch form");
  await form.getByLabel("ईमेल").fill("asha@");
  await form.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(form.getByText("कृपया अपना नाम लिखें")).toBeVisible();
  await expect(form.getByText("ईमेल पता सही नहीं लगता, कृपया जाँच लें")).toBeVisible();
  await expect(form.getByText("कृपया अपना संदेश लिखें")).toBeVisible();
  await expectAllHindi(page);

  await form.getByLabel("नाम").fill("आशा वर्मा");
  await form.getByLabel("ईमेल").fill("asha.verma@example.com");
  await form.getByLabel("फ़ोन").fill("98765 43210");
  await form.getByLabel("संदेश").fill("क्या महाशिवरात्रि पर होटल खुला रहेगा?");
  await send(page, form, "संदेश भेजें", "/hi/Contact");
  await expect(form.getByText("आपका संदेश हमें मिल गया है! हम जल्द ही जवाब देंगे।")).toBeVisible();
  await expectAllHindi(page);
});

test("a table at the restaurant: Hindi checks for every field, then the Hindi answer", async ({ page }) => {
  await openPage(page, "/hi/DiningBookingForm");
  const form = page.getByRole("form", { name: "टेबल बुकिंग" });
  await form.getByLabel("तारीख़").fill(pastDay(3));
  await form.getByRole("button", { name: "टेबल बुक करें" }).click();
  for (const message of [
    "कृपया अपना पूरा नाम लिखें",
    "कृपया अपना ईमेल पता लिखें",
    "कृपया अपना फ़ोन नंबर लिखें",
    "कृपया बताएँ कि कितने लोग आएँगे",
    "यह तारीख़ बीत चुकी है, कृपया आज या आगे की तारीख़ चुनें",
    "कृपया समय चुनें",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expectAllHindi(page);

  await form.getByLabel("पूरा नाम").fill("मीना पटेल");
  await form.getByLabel("ईमेल").fill("meena.patel@example.com");
  await form.getByLabel("फ़ोन").fill("98765 43210");
  await form.getByLabel("कितने लोग").selectOption("4");
  await form.getByLabel("तारीख़").fill(bookableDay(10));
  await form.getByLabel("समय").fill("19:30");
  await send(page, form, "टेबल बुक करें", "/hi/DiningBookingForm");
  await expect(form.getByText("टेबल का अनुरोध मिल गया! हमारी रेस्तराँ टीम आपको फ़ोन करके टेबल पक्की करेगी।")).toBeVisible();
  await expectAllHindi(page);
});

test("an event enquiry in Hindi", async ({ page }) => {
  await openPage(page, "/hi/Event");
  const form = page.locator("#book-your-event form");
  await form.getByLabel("नाम").fill("ऋतिका जोशी");
  await form.getByLabel("ईमेल").fill("ritika.joshi@example.com");
  await form.getByLabel("फ़ोन").fill("98765 43210");
  await form.getByLabel("आयोजन का प्रकार").selectOption("Wedding");
  await form.getByLabel("आयोजन की तारीख़").fill(bookableDay(60));
  await form.getByLabel("मेहमानों की संख्या").fill("180");
  await send(page, form, "पूछताछ भेजें", "/hi/Event");
  await expect(form.getByText("आपकी पूछताछ हमें मिल गई है! हमारी टीम जल्द ही आपसे संपर्क करेगी।")).toBeVisible();
  await expectAllHindi(page);
});

test("a spa treatment asked for from its Hindi dialog", async ({ page }) => {
  await openPage(page, "/hi/Spa");
  await page.getByRole("link", { name: "अभी बुक करें: डीप टिशू मसाज" }).click();
  const dialog = page.getByRole("dialog", { name: "डीप टिशू मसाज बुक करें" });
  await expect(dialog.getByLabel("संदेश")).toHaveValue(/^मुझे डीप टिशू मसाज बुक करना है।/);
  await dialog.getByRole("button", { name: "पूछताछ भेजें" }).click();
  await expect(dialog.getByText("कृपया अपना नाम लिखें")).toBeVisible();
  await expectAllHindi(page);
  await dialog.getByLabel("नाम", { exact: true }).fill("कविता शर्मा");
  await dialog.getByLabel("ईमेल", { exact: true }).fill("kavita.sharma@example.com");
  await dialog.getByLabel("फ़ोन", { exact: true }).fill("98765 43210");
  await send(page, dialog, "पूछताछ भेजें", "/hi/Spa");
  await expect(dialog.getByText("आपकी पूछताछ भेज दी गई है! समय तय करने के लिए हम आपको फ़ोन करेंगे।")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form's server answers in Hindi: each field's message, then the thank-you", async ({ page }) => {
    await page.goto("/hi/Contact");
    const form = page.locator("#get-in-touch form");
    await form.getByLabel("ईमेल").fill("asha@");
    await form.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(page).toHaveURL(/\/hi\/Contact/);
    await expect(form.getByText("कृपया अपना नाम लिखें")).toBeVisible();
    await expect(form.getByText("ईमेल पता सही नहीं लगता, कृपया जाँच लें")).toBeVisible();
    await expect(form.getByLabel("ईमेल")).toHaveValue("asha@");
    await expectAllHindi(page);

    await form.getByLabel("नाम").fill("आशा वर्मा");
    await form.getByLabel("ईमेल").fill("asha.verma@example.com");
    await form.getByLabel("फ़ोन").fill("98765 43210");
    await form.getByLabel("संदेश").fill("क्या होटल में पार्किंग है?");
    await form.getByRole("button", { name: "संदेश भेजें" }).click();
    await expect(form.getByText("आपका संदेश हमें मिल गया है! हम जल्द ही जवाब देंगे।")).toBeVisible();
    await expectAllHindi(page);
  });
});
