import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectShown, type FieldEntry, fillFields, guestFields, guestLabels, sendToAction } from "./support/fill-and-send";
import { allowedLatinWords, readableText, untranslatedWords } from "./support/hindi-text";
import { bookableDay, pastDay } from "./support/hotel-dates";
import { openPage } from "./support/page";
import { reachPart } from "./support/reach-part";
import { describeWithoutScript } from "./support/without-script";

/**
 * A Hindi-speaking guest sends every kind of enquiry from the Hindi pages (product-rules.md: Hindi):
 * each form's checks speak Hindi in the browser and from the server, its answer is Hindi, and
 * nothing on the way is an English sentence.
 */
async function expectAllHindi(page: Page) {
  expect(untranslatedWords(await readableText(page), allowedLatinWords())).toEqual([]);
}

/** Each Hindi form that is sent here: its page, its button and the answer it gives once sent. */
const hindiForms = {
  contact: { path: "/hi/Contact", button: "संदेश भेजें", answer: "आपका संदेश हमें मिल गया है! हम जल्द ही जवाब देंगे।" },
  dining: { path: "/hi/DiningBookingForm", button: "टेबल बुक करें", answer: "टेबल का अनुरोध मिल गया! हमारी रेस्तराँ टीम आपको फ़ोन करके टेबल पक्की करेगी।" },
  event: { path: "/hi/Event", button: "पूछताछ भेजें", answer: "आपकी पूछताछ हमें मिल गई है! हमारी टीम जल्द ही आपसे संपर्क करेगी।" },
};

/**
 * Fills `form` as a Hindi-speaking guest, sends it to the page's action and sees its Hindi answer,
 * with no English on the page.
 */
async function sendInHindi(page: Page, form: Locator, { path, button, answer }: (typeof hindiForms)[keyof typeof hindiForms], fields: readonly FieldEntry[]) {
  await fillFields(form, fields);
  await sendToAction(page, form, button, path);
  await expect(form.getByText(answer)).toBeVisible();
  await expectAllHindi(page);
}

/** The guest who writes through the contact form. */
const asha = guestFields({ name: "आशा वर्मा", email: "asha.verma@example.com" }, guestLabels.hi);

test("the contact form: Hindi checks, a Hindi thank-you, and no English on the way", async ({ page }) => {
  await openPage(page, "/hi/Contact");
  const form = page.locator("#get-in-touch form");
  await form.getByLabel("ईमेल").fill("asha@");
  await form.getByRole("button", { name: hindiForms.contact.button }).click();
  await expectShown(form, ["कृपया अपना नाम लिखें", "ईमेल पता सही नहीं लगता, कृपया जाँच लें", "कृपया अपना संदेश लिखें"]);
  await expectAllHindi(page);

  await sendInHindi(page, form, hindiForms.contact, [...asha, ["संदेश", "क्या महाशिवरात्रि पर होटल खुला रहेगा?"]]);
});

test("a table at the restaurant: Hindi checks for every field, then the Hindi answer", async ({ page }) => {
  await openPage(page, "/hi/DiningBookingForm");
  const form = page.getByRole("form", { name: "टेबल बुकिंग" });
  await form.getByLabel("तारीख़").fill(pastDay(3));
  await form.getByRole("button", { name: hindiForms.dining.button }).click();
  await expectShown(form, [
    "कृपया अपना पूरा नाम लिखें",
    "कृपया अपना ईमेल पता लिखें",
    "कृपया अपना फ़ोन नंबर लिखें",
    "कृपया बताएँ कि कितने लोग आएँगे",
    "यह तारीख़ बीत चुकी है, कृपया आज या आगे की तारीख़ चुनें",
    "कृपया समय चुनें",
  ]);
  await expectAllHindi(page);

  const meena = guestFields({ name: "मीना पटेल", email: "meena.patel@example.com" }, ["पूरा नाम", "ईमेल", "फ़ोन"]);
  await sendInHindi(page, form, hindiForms.dining, [...meena, ["कितने लोग", { option: "4" }], ["तारीख़", bookableDay(10)], ["समय", "19:30"]]);
});

test("an event enquiry in Hindi", async ({ page }) => {
  await openPage(page, "/hi/Event");
  const form = page.locator("#book-your-event form");
  await reachPart(form);
  const ritika = guestFields({ name: "ऋतिका जोशी", email: "ritika.joshi@example.com" }, guestLabels.hi);
  const event: FieldEntry[] = [["आयोजन का प्रकार", { option: "Wedding" }], ["आयोजन की तारीख़", bookableDay(60)], ["मेहमानों की संख्या", "180"]];
  await sendInHindi(page, form, hindiForms.event, [...ritika, ...event]);
});

test("a spa treatment asked for from its Hindi dialog", async ({ page }) => {
  await openPage(page, "/hi/Spa");
  await page.getByRole("link", { name: "अभी बुक करें: डीप टिशू मसाज" }).click();
  const dialog = page.getByRole("dialog", { name: "डीप टिशू मसाज बुक करें" });
  await expect(dialog.getByLabel("संदेश")).toHaveValue(/^मुझे डीप टिशू मसाज बुक करना है।/);
  await dialog.getByRole("button", { name: "पूछताछ भेजें" }).click();
  await expect(dialog.getByText("कृपया अपना नाम लिखें")).toBeVisible();
  await expectAllHindi(page);
  await fillFields(dialog, guestFields({ name: "कविता शर्मा", email: "kavita.sharma@example.com" }, guestLabels.hi), { exact: true });
  await sendToAction(page, dialog, "पूछताछ भेजें", "/hi/Spa");
  await expect(dialog.getByText("आपकी पूछताछ भेज दी गई है! समय तय करने के लिए हम आपको फ़ोन करेंगे।")).toBeVisible();
});

describeWithoutScript("without JavaScript", () => {
  test("the contact form's server answers in Hindi: each field's message, then the thank-you", async ({ page }) => {
    await page.goto("/hi/Contact");
    const form = page.locator("#get-in-touch form");
    await form.getByLabel("ईमेल").fill("asha@");
    await form.getByRole("button", { name: hindiForms.contact.button }).click();
    await expect(page).toHaveURL(/\/hi\/Contact/);
    await expectShown(form, ["कृपया अपना नाम लिखें", "ईमेल पता सही नहीं लगता, कृपया जाँच लें"]);
    await expect(form.getByLabel("ईमेल")).toHaveValue("asha@");
    await expectAllHindi(page);

    await fillFields(form, [...asha, ["संदेश", "क्या होटल में पार्किंग है?"]]);
    await form.getByRole("button", { name: hindiForms.contact.button }).click();
    await expect(form.getByText(hindiForms.contact.answer)).toBeVisible();
    await expectAllHindi(page);
  });
});
