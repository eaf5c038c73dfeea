import { expect, type Page, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { type BookingConfirmation, stayFrom, uniqueGuest } from "./support/booking-api";
import { bookingPageLink } from "./support/booking-link";
import { chatNames, openChatIn, say } from "./support/chat";
import { allowedLatinWords, readableText, untranslatedWords } from "./support/hindi-text";
import { bookAsGuest } from "./support/guest-step";
import { openPage } from "./support/page";

/**
 * A Hindi-speaking guest books two rooms on /hi/BookingForm without meeting an English sentence
 * (product-rules.md: Hindi): Hindi steps, Hindi validation messages from the browser, a Hindi
 * receipt from the server's answer, and the guest's e-mail written in Hindi.
 */
test.describe.configure({ timeout: 120_000 });

/** The wizard's Hindi words (app/booking/wizard/booking-words.hi.ts), as a guest reads them. */
const steps = ["अपनी तारीख़ें चुनें", "अपना कमरा चुनें", "सेवाएँ जोड़ें", "आपकी जानकारी"];
const stepHeading = (page: Page, index: number) => page.getByRole("heading", { level: 2, name: steps[index] });
const CONTINUE = "आगे बढ़ें";
const BOOK = "अभी बुक करें, भुगतान बाद में";
const NAME = "पूरा नाम";
const EMAIL = "ईमेल";

/**
 * Every word on the page is Hindi but booking references, the guest's keys: `reference` itself (all
 * letters, it may be), and any eight capitals with a digit.
 */
async function expectAllHindi(page: Page, reference?: string) {
  const allowed = allowedLatinWords();
  const text = await readableText(page);
  const keysOut = (reference ? text.replaceAll(reference, " ") : text).replace(/\b(?=[A-Z0-9]*\d)[A-Z0-9]{8}\b/g, " ");
  expect(untranslatedWords(keysOut, allowed)).toEqual([]);
}

test("a guest books two rooms in Hindi: Hindi messages on the way, a Hindi receipt and a Hindi e-mail", async ({ page }) => {
  const stay = stayFrom(223, 2);
  const guest = uniqueGuest("Sita");
  await openPage(page, "/hi/BookingForm");

  await expect(stepHeading(page, 0)).toBeVisible();
  await page.getByLabel("चेक-इन की तारीख़").fill(stay.checkIn);
  await page.getByLabel("चेक-आउट की तारीख़").fill(stay.checkOut);
  await page.getByRole("button", { name: "+ एक और कमरा जोड़ें" }).click();
  await expectAllHindi(page);
  await page.getByRole("button", { name: CONTINUE }).click();

  await expect(stepHeading(page, 1)).toBeVisible();
  const select = (type: string, room: number) =>
    page.getByRole("button", { name: `कमरा चुनें कमरा ${room} के लिए ${type}`, exact: true });
  await select("डीलक्स रूम", 1).click();
  await select("सुपर डीलक्स रूम", 2).click();
  await expectAllHindi(page);
  await page.getByRole("button", { name: CONTINUE }).click();

  await expect(stepHeading(page, 2)).toBeVisible();
  await page.getByRole("button", { name: CONTINUE }).click();

  // Step 4: sending with nothing filled in shows each field's message in Hindi.
  await expect(stepHeading(page, 3)).toBeVisible();
  await page.getByRole("button", { name: BOOK }).click();
  await expect(page.getByLabel(NAME)).toHaveAccessibleDescription("अपना नाम लिखें");
  await expect(page.locator("main").getByLabel(EMAIL, { exact: true })).toHaveAccessibleDescription("अपना ईमेल पता लिखें");
  await page.locator("main").getByLabel(EMAIL, { exact: true }).fill("sita@");
  await page.getByLabel("फ़ोन").fill("12345");
  await page.getByRole("button", { name: BOOK }).click();
  await expect(page.getByText("ईमेल पता सही नहीं है, कृपया जाँच लें")).toBeVisible();
  await expect(
    page.getByText("10 अंकों का भारतीय मोबाइल नंबर लिखें, या देश के कोड के साथ अपना नंबर (जैसे +44 20 7946 0958)"),
  ).toBeVisible();
  await expectAllHindi(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel(NAME).fill("सीता देवी");
  await page.locator("main").getByLabel(EMAIL, { exact: true }).fill(guest.email);
  await page.getByLabel("फ़ोन").fill(guest.spacedMobile);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/bookings"));
  await page.getByRole("button", { name: BOOK }).click();
  const response = await answer;
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: BookingConfirmation };

  // The receipt: the server's answer, in Hindi.
  const receipt = page.getByTestId("booking-receipt");
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId("booking-reference")).toHaveText(data.reference);
  await expect(receipt).toContainText("अनुरोध मिल गया — पुष्टि होना बाकी है");
  await expect(receipt).toContainText("डीलक्स रूम");
  await expect(receipt).toContainText("सुपर डीलक्स रूम");
  await expectAllHindi(page, data.reference);

  // The guest's e-mail, as the front desk lists it, was written in Hindi.
  await page.goto(`/admin/bookings/${data.reference}`);
  await expect(page.getByText(`बुकिंग अनुरोध ${data.reference} मिल गया: पुष्टि होना बाकी है`)).toBeVisible();
  // And the desk tells staff the guest booked in Hindi.
  await expect(page.getByTestId("guest-language")).toHaveText("Booked in Hindi: their e-mails are in Hindi");
});

/** "2026-12-12" → "12 दिसंबर 2026": a date as a Hindi-speaking guest types it. */
const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];
const typedInHindi = (date: string) => {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${HINDI_MONTHS[month - 1]} ${year}`;
};

test("the chat assistant takes a booking in Hindi on a Hindi page, and the server answers in Hindi", async ({ page }) => {
  const stay = stayFrom(227, 2);
  const guest = uniqueGuest("Gopal");
  await openPage(page, "/hi/about");
  const { log, input } = await openChatIn(page, chatNames.hi);
  await expect(log).toContainText("नमस्ते! मैं");

  await say(log, input, "कमरा बुक करना है", /आप किस तारीख़ को चेक-इन करना चाहेंगे\?/);
  await say(log, input, typedInHindi(stay.checkIn), /और चेक-आउट की तारीख़\?/);
  await say(log, input, typedInHindi(stay.checkOut), /कितने मेहमान आएँगे\?/);
  await say(log, input, "2 वयस्क", /आप कौन-सा कमरा लेना चाहेंगे.*सुइट रूम ₹[\d,]+/);
  await say(log, input, "सुइट", "आपका पूरा नाम क्या है?");
  await say(log, input, "गोपाल शर्मा", "धन्यवाद, गोपाल शर्मा जी। आपका ईमेल पता क्या है?");
  await say(log, input, "gopal@", /ईमेल/);
  await say(log, input, guest.email, /आपका फ़ोन नंबर क्या है\?/);
  await say(log, input, guest.spacedMobile, /क्या यह बुकिंग अनुरोध भेज दें\?/);
  const sent = page.waitForRequest((candidate) => candidate.url().endsWith("/api/bookings"));
  await input.fill("हाँ");
  await input.press("Enter");
  const booking = await sent;
  expect(booking.headers()["x-page-lang"]).toBe("hi");
  expect(booking.postDataJSON()).toMatchObject({ name: "गोपाल शर्मा", roomType: "Suite Room", adults: 2, children: 0 });
  await expect(log.getByText(/^सहायक: बहुत बढ़िया! आपका बुकिंग अनुरोध भेज दिया गया है।.*आपका बुकिंग नंबर [A-Z0-9]{8} है।/)).toBeVisible();
  await expect(page.getByText("बुकिंग अनुरोध भेज दिया गया!")).toBeVisible();
});

test("the guest's own page in Hindi: the e-mail's link opens it in Hindi, the lookup answers in Hindi, and the guest cancels in Hindi", async ({
  page,
  request,
}) => {
  const stay = stayFrom(341, 2);
  const guest = uniqueGuest("Radha");
  await openPage(page, `/hi/BookingForm?check_in=${stay.checkIn}&check_out=${stay.checkOut}&guests=2-0&selected=4&step=4`);
  const data = await bookAsGuest(page, "राधा अय्यर", guest, BOOK, { name: NAME, email: EMAIL, phone: "फ़ोन" });

  // The Hindi e-mail's link: the English page's signed address under /hi.
  const link = `/hi${bookingPageLink(data.reference, stay.checkOut)}`;
  await openPage(page, link);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(`बुकिंग ${data.reference}: अनुरोध मिल गया — पुष्टि होना बाकी है`);
  await expect(page.getByTestId("guest-status-intro")).toContainText("हमारी आरक्षण टीम पुष्टि के लिए");
  await expectAllHindi(page, data.reference);
  await expectNoSeriousA11yViolations(page);

  // The calendar file from the Hindi page: Hindi words, and its link leads back to the Hindi page.
  const calendarLink = page.getByRole("link", { name: "कैलेंडर में जोड़ें" });
  const calendarPath = (await calendarLink.getAttribute("href")) ?? "";
  expect(calendarPath.startsWith("/hi/MyBooking/calendar.ics?")).toBe(true);
  const calendar = (await (await request.get(calendarPath)).text()).replace(/\r\n[ \t]/g, "");
  expect(calendar).toMatch(new RegExp(`\\nSUMMARY:[^\\n]+ में ठहरना \\(${data.reference}\\)\\r?\\n`));
  expect(calendar).toContain(`/hi/MyBooking?ref=${data.reference}`);

  // Cancelling: the Hindi confirmation box, then the Hindi notice and status.
  await page.getByLabel(`हाँ, बुकिंग ${data.reference} रद्द करें और इसके कमरे छोड़ दें।`).check();
  await page.getByRole("button", { name: "मेरी बुकिंग रद्द करें" }).click();
  await expect(page.getByRole("status").filter({ hasText: "आपकी बुकिंग रद्द हो गई है" })).toHaveText(
    "आपकी बुकिंग रद्द हो गई है और इसके कमरे छोड़ दिए गए हैं। आपको कुछ भी नहीं चुकाना है।",
  );
  await expect(page).toHaveURL(/\/hi\/MyBooking\?ref=/);
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(`बुकिंग ${data.reference}: रद्द हो गई`);
  await expectAllHindi(page, data.reference);

  // Finding the booking again on the Hindi page: the refusals in Hindi, then the Hindi page.
  await openPage(page, "/hi/MyBooking");
  await expectAllHindi(page);
  await page.getByRole("button", { name: "मेरी बुकिंग दिखाएँ" }).click();
  await expect(page.getByRole("alert")).toHaveText("अपना बुकिंग नंबर और बुकिंग में दिया गया ईमेल या फ़ोन नंबर भरें।");
  await page.getByLabel("बुकिंग नंबर").fill(data.reference);
  await page.getByLabel("बुकिंग में दिया गया ईमेल या फ़ोन नंबर").fill("someone.else@example.com");
  await page.getByRole("button", { name: "मेरी बुकिंग दिखाएँ" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "इस बुकिंग नंबर और ईमेल या फ़ोन से हमें कोई बुकिंग नहीं मिली। दोनों को अपने पुष्टि वाले ईमेल से मिलाकर देखें, या हमें फ़ोन करें।",
  );
  await page.getByLabel("बुकिंग में दिया गया ईमेल या फ़ोन नंबर").fill(guest.email);
  await page.getByRole("button", { name: "मेरी बुकिंग दिखाएँ" }).click();
  await expect(page).toHaveURL(new RegExp(`/hi/MyBooking\\?ref=${data.reference}&t=`));
  await expect(page.getByRole("heading", { level: 3 })).toHaveText(`बुकिंग ${data.reference}: रद्द हो गई`);
});
