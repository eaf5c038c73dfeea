import { describe, expect, it } from "vitest";
import type { ChatReply } from "./chat-state";
import { converse, converseHi, englishIn } from "./chat-test-support";

/**
 * Messages as guests really type them (lowercase, typos, no punctuation), each with what the
 * assistant must say next (product-rules.md: Chat assistant). `before` sets the conversation up;
 * the assistant's lines after the message, joined, must match `reply`. Today is Saturday 21 November
 * 2026; the availability search answers with Deluxe and Super Deluxe (5 free) and one Suite.
 */
/** A message, the conversation before it, and what the assistant's answer must match. */
interface Row {
  say: string;
  before?: string[];
  reply: RegExp;
}

const rows: Row[] = [
  // The site's facts, with what is not open yet said plainly.
  { say: "Is the pool open?", reply: /^Not open yet: our site lists the Swimming Pools as Upcoming/ },
  { say: "is there a swimming pool", reply: /^Not open yet: our site lists the Swimming Pools as Upcoming/ },
  { say: "do u have spa", reply: /^Not open yet: our site lists the Spa and Wellness Center as Upcoming/ },
  { say: "gym timings?", reply: /^Not open yet: our site lists the Fitness Center as Upcoming/ },
  { say: "Is the rooftop open in the evening?", reply: /^Not open yet: our site lists the Rooftop Dining as Upcoming/ },
  { say: "pool and spa open?", reply: /the Swimming Pools and Spa and Wellness Center as Upcoming, so they are not available/ },
  {
    say: "What facilities do you have?",
    reply: /^Open now: Quality Room, Dining View, Banquet Hall, .*Dedicated Parking.*\. Not open yet \(Upcoming on our site\): Swimming Pools, Fitness Center, Spa and Wellness Center and Rooftop Dining\.$/,
  },
  { say: "is parking available?", reply: /^Yes\. The resort has dedicated parking on the premises/ },
  { say: "parking for 2 cars?", reply: /^Yes\. The resort has dedicated parking on the premises/ },
  { say: "what is the check in time", reply: /^Check-in is from 12:00 PM and check-out is by 10:00 AM\./ },
  { say: "checkout time?", reply: /^Check-in is from 12:00 PM and check-out is by 10:00 AM\./ },
  { say: "wifi available?", reply: /^24\/7 Wi-Fi: Free Wi-Fi in every room/ },
  { say: "Do you serve non veg food?", reply: /pure-vegetarian meals from 7:00 AM to 11:00 PM/ },
  { say: "how far is the temple", reply: /about 5 km \(a 10 minute drive\) from the Omkareshwar Jyotirlinga temple/ },
  { say: "how far from indore", reply: /^Our site doesn't state the distance from Indore, so I won't guess\. Please call or WhatsApp us on \+91 90000 00001/ },
  { say: "distance from airport?", reply: /^Our site doesn't state the distance from Airport/ },
  { say: "where r u located", reply: /^We are on Main Road, Omkareshwar, Madhya Pradesh 450554, about 5 km \(a 10 minute drive\) from the Omkareshwar Jyotirlinga temple/ },
  { say: "address pls", reply: /^We are on Main Road/ },
  { say: "room rates?", reply: /^Our rooms: Deluxe Room: ₹3,500 a night \+ taxes; Super Deluxe Room: ₹4,500 a night \+ taxes\./ },
  { say: "tariff for suite", reply: /^Our rooms: Deluxe Room: ₹3,500/ },
  { say: "what is the cancellation policy", reply: /^Individual bookings can be cancelled free of charge up to 3 days before/ },
  { say: "how do i cancel my booking", reply: /^Individual bookings can be cancelled free of charge/ },
  { say: "can i pay by upi", reply: /^There is no online payment: you pay at the hotel, by UPI/ },
  { say: "hi", reply: /^Namaste! How can I help\?/ },
  { say: "Good morning", reply: /^Namaste! How can I help\?/ },
  { say: "thank you", reply: /^You're welcome!/ },
  { say: "Can I bring my dog?", reply: /^I'm not sure I can answer that\. Would you like our team to reply by e-mail\?/ },
  { say: "Is there availability in december?", reply: /^You can book online on our booking page/ },

  // A booking from the first message: what it says is kept, only the rest is asked.
  { say: "book 2 rooms 12–14 Dec for 4 adults", reply: /\(2 rooms: 2 adults; 2 adults\)…\nWhich room type would you like \(all 2 rooms of one type\)\?/ },
  {
    say: "room for 2 adults and 1 child tomorrow for 2 nights",
    reply: /from Sun 22 Nov 2026 to Tue 24 Nov 2026 \(1 room for 2 adults and 1 child\)…\nWhich room type would you like\? Free for your dates: Deluxe Room ₹3,500 a night; Super Deluxe Room ₹4,500 a night; Suite Room ₹7,000 a night/,
  },
  { say: "i want to book a room", reply: /\nWhich date would you like to check in\? For example 12 Dec/ },
  { say: "book deluxe room for this saturday", reply: /\nAnd your check-out date\? A date like 14 Dec, or how many nights\.$/ },
  { say: "need 3 rooms from 24/12 to 26/12", reply: /\nHow many guests\?/ },
  { say: "book for 31 nov", reply: /There is no 31 November\. Please check the date\.\nWhich date would you like to check in\?/ },
  { say: "book 12/13", reply: /Please write the day first, like 14\/12 or 14 Dec\./ },
  { say: "reservation for 6 adults 5-7 dec", reply: /\(2 rooms: 3 adults; 3 adults\)…\nWhich room type would you like/ },
  { say: "book 1 room for 5 adults on 5 dec for 2 nights", reply: /A room takes at most 4 guests, so 5 guests need at least 2 rooms\. How many rooms would you like\?$/ },
  { say: "book 6 rooms 5-7 dec for 12 adults", reply: /Online I can book up to 5 rooms of up to 4 guests each\. For a bigger group please call us/ },
  { say: "book a suite 2026-12-20 to 2026-12-22 for a couple", reply: /\(1 room for 2 adults\)…\nWhat is your full name\?$/ },
  { say: "BOOK ROOM DEC 12-14 2 ADULTS 2 KIDS", reply: /\(1 room for 2 adults and 2 children\)…\nWhich room type would you like\?/ },
  { say: "booking for tmrw, 1 night, 2 adlts", reply: /from Sun 22 Nov 2026 to Mon 23 Nov 2026 \(1 room for 2 adults\)/ },

  // In booking mode: answers are taken, questions answered, and the question asked again.
  { before: ["book"], say: "12 dec", reply: /^And your check-out date\?/ },
  { before: ["book"], say: "where is the hotel?", reply: /^We are on Main Road.*\nNow, back to your booking\. Which date would you like to check in\?/s },
  { before: ["book"], say: "stop", reply: /^Booking cancelled; nothing was sent\. What else can I help you with\?$/ },
  { before: ["book"], say: "is the spa open?", reply: /^Not open yet: our site lists the Spa and Wellness Center as Upcoming.*\nNow, back to your booking\./s },
  { before: ["book a suite 20-22 dec for a couple"], say: "Where is the hotel located?", reply: /^We are on Main Road.*\nNow, back to your booking\. What is your full name\?$/s },
  { before: ["book a suite 20-22 dec for a couple"], say: "my name is Asha Verma", reply: /^Thank you, Asha Verma\. What is your e-mail address\?$/ },
  { before: ["book a suite 20-22 dec for a couple"], say: "hello", reply: /^Namaste! How can I help\?.*\nNow, back to your booking\. What is your full name\?$/s },
  { before: ["book a suite 20-22 dec for a couple"], say: "never mind", reply: /^Booking cancelled; nothing was sent\. What else can I help you with\?$/ },
  { before: ["book 12-14 dec"], say: "2", reply: /\(1 room for 2 adults\)…\nWhich room type would you like\?/ },
  { before: ["book 12 dec"], say: "3 nights", reply: /^How many guests\?/ },
  { before: ["book 12 dec"], say: "14/12", reply: /^How many guests\?/ },
  { before: ["book 30 dec"], say: "2 jan", reply: /^How many guests\?/ },
  { before: ["book 12-14 dec for 2 adults"], say: "cheapest one", reply: /^What is your full name\?$/ },
  { before: ["book 12-14 dec for 2 adults", "deluxe", "Asha", "a@example.com", "9876543210"], say: "make it 3 adults", reply: /Room 1: Deluxe Room, 3 adults: ₹3,500 a night/ },
  { before: ["book 12-14 dec for 2 adults", "deluxe", "Asha", "a@example.com", "9876543210"], say: "no", reply: /^Booking cancelled; nothing was sent\./ },
];

/**
 * The tests of one table of messages: at least forty of them, and each answered as its row says,
 * `talk` being the page's conversation; `alsoExpect` checks more of each answer.
 */
function describeRealMessages(title: string, table: Row[], talk: typeof converse, alsoExpect?: (replies: ChatReply[]) => void) {
  describe(title, () => {
    it("covers at least forty messages", () => {
      expect(table.length).toBeGreaterThanOrEqual(40);
    });

    it.each(table)("$say", ({ before = [], say, reply }) => {
      const { state } = talk(before);
      const { last } = talk([say], state);
      const said = last.replies.map((line) => (typeof line === "string" ? line : line.text)).join("\n");
      expect(said).toMatch(reply);
      alsoExpect?.(last.replies);
    });
  });
}

describeRealMessages("chat assistant: real guests' messages (product-rules.md: Chat assistant)", rows, converse);

/**
 * The same kind of messages on a Hindi page, typed in Hindi, Hinglish or English: the assistant
 * answers in Hindi, with no English word outside the allowlist (the brand, the address, WhatsApp,
 * km, e-mail addresses and site paths).
 */
const rowsHi: Row[] = [
  { say: "नमस्ते जी", reply: /^नमस्ते! बताइए, क्या मदद करूँ\?/ },
  { say: "राम राम", reply: /^नमस्ते! बताइए, क्या मदद करूँ\?/ },
  { say: "hi", reply: /^नमस्ते! बताइए, क्या मदद करूँ\?/ },
  { say: "शुक्रिया", reply: /^आपका स्वागत है!/ },
  { say: "कमरे का किराया कितना है", reply: /^हमारे कमरे: डीलक्स रूम: ₹3,500 प्रति रात \+ जीएसटी; सुपर डीलक्स रूम: ₹4,500 प्रति रात/ },
  { say: "kamre kitne ke hain", reply: /^हमारे कमरे: डीलक्स रूम: ₹3,500/ },
  { say: "स्विमिंग पूल है?", reply: /^अभी यह खुला नहीं है: हमारी वेबसाइट पर स्विमिंग पूल को "जल्द आ रहा है" बताया गया है/ },
  { say: "जिम खुला है क्या", reply: /फ़िटनेस सेंटर को "जल्द आ रहा है" बताया गया है/ },
  { say: "मसाज होती है?", reply: /स्पा और वेलनेस सेंटर को "जल्द आ रहा है" बताया गया है/ },
  { say: "गाड़ी कहाँ खड़ी करें", reply: /^हाँ। रिसॉर्ट परिसर में मेहमानों की गाड़ियों के लिए अलग पार्किंग है/ },
  { say: "parking hai?", reply: /^हाँ। रिसॉर्ट परिसर में/ },
  { say: "चेक आउट कितने बजे", reply: /^चेक-इन दोपहर 12:00 बजे से होता है और चेक-आउट सुबह 10:00 बजे तक/ },
  { say: "check in kab hota hai", reply: /^चेक-इन दोपहर 12:00 बजे से होता है/ },
  { say: "नाश्ता मिलेगा?", reply: /शुद्ध शाकाहारी भोजन मिलता है/ },
  { say: "khana milta hai", reply: /शुद्ध शाकाहारी भोजन मिलता है/ },
  { say: "यूपीआई से भुगतान हो जाएगा?", reply: /^ऑनलाइन भुगतान की सुविधा नहीं है: आप होटल में ही यूपीआई/ },
  { say: "refund kaise milega", reply: /^व्यक्तिगत बुकिंग आगमन के दिन से 3 दिन पहले तक/ },
  { say: "mandir kitni door hai", reply: /ओंकारेश्वर ज्योतिर्लिंग मंदिर से लगभग 5 km दूर/ },
  { say: "उज्जैन से कितनी दूरी है", reply: /^हमारी वेबसाइट पर उज्जैन से दूरी नहीं दी गई है/ },
  { say: "हवाई अड्डे से कैसे पहुँचें", reply: /^हमारी वेबसाइट पर एयरपोर्ट से दूरी नहीं दी गई है/ },
  { say: "पता बताइए", reply: /^हम मेन रोड, ओंकारेश्वर, मध्य प्रदेश 450554 में हैं/ },
  { say: "क्या मैं अपना कुत्ता ला सकता हूँ?", reply: /^माफ़ कीजिए, इसका जवाब मेरे पास नहीं है।/ },

  // A booking from the first message, in Hindi or Hinglish.
  { say: "मुझे कमरा बुक करना है", reply: /\nआप किस तारीख़ को चेक-इन करना चाहेंगे\? जैसे 12 दिसंबर/ },
  { say: "12-14 दिसंबर को 6 लोगों के लिए कमरे बुक करने हैं", reply: /\(2 कमरे: 3 वयस्क; 3 वयस्क\)…\nआप कौन-सा कमरा लेना चाहेंगे \(सभी 2 कमरे एक ही प्रकार के होंगे\)\?/ },
  { say: "कल के लिए 2 वयस्क और 1 बच्चा, 2 रातें, कमरा चाहिए", reply: /^चलिए.*\nरवि, 22 नवंबर 2026 से मंगल, 24 नवंबर 2026 तक के लिए खाली कमरे देखे जा रहे हैं \(1 कमरा, 2 वयस्क और 1 बच्चा\)…/s },
  { say: "इस शनिवार डीलक्स रूम बुक करना है", reply: /\nऔर चेक-आउट की तारीख़\? जैसे 14 दिसंबर, या कितनी रातें ठहरेंगे।$/ },
  { say: "24/12 से 26/12 तक 3 कमरे बुक करें", reply: /\nकितने मेहमान आएँगे\?/ },
  { say: "बुक 31 नवंबर", reply: /31 नवंबर जैसी कोई तारीख़ नहीं होती। कृपया तारीख़ जाँच लें।\nआप किस तारीख़ को चेक-इन करना चाहेंगे\?/ },
  { say: "बुक 12/13", reply: /यह तारीख़ समझ में नहीं आई। कृपया पहले दिन लिखें, जैसे 14\/12 या 14 दिसंबर।/ },
  { say: "booking 2 rooms 12 dec se 14 dec 4 log", reply: /\(2 कमरे: 2 वयस्क; 2 वयस्क\)…/ },
  { say: "20-22 दिसंबर पति-पत्नी के लिए सुइट बुक करें", reply: /\(1 कमरा, 2 वयस्क\)…\nआपका पूरा नाम क्या है\?$/ },

  // In booking mode.
  { before: ["बुक"], say: "12 दिसंबर", reply: /^और चेक-आउट की तारीख़\?/ },
  { before: ["बुक"], say: "होटल कहाँ है?", reply: /^हम मेन रोड.*\nअब आपकी बुकिंग पर लौटते हैं। आप किस तारीख़ को चेक-इन करना चाहेंगे\?/s },
  { before: ["बुक"], say: "पता नहीं", reply: /^माफ़ कीजिए, बात समझ में नहीं आई। आप किस तारीख़ को चेक-इन करना चाहेंगे\?/ },
  { before: ["बुक 12 दिसंबर"], say: "3 रातें", reply: /^कितने मेहमान आएँगे\?/ },
  { before: ["बुक 12 दिसंबर"], say: "12 दिसंबर", reply: /^चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए \(चेक-इन: शनि, 12 दिसंबर 2026\)।/ },
  { before: ["बुक 30 दिसंबर"], say: "2 जनवरी", reply: /^कितने मेहमान आएँगे\?/ },
  { before: ["बुक 12-14 दिसंबर"], say: "दो लोग", reply: /\(1 कमरा, 2 वयस्क\)…\nआप कौन-सा कमरा लेना चाहेंगे\?/ },
  { before: ["बुक 12-14 दिसंबर 2 लोग"], say: "सबसे सस्ता वाला", reply: /^आपका पूरा नाम क्या है\?$/ },
  { before: ["बुक 2 सुइट 12-14 दिसंबर 4 लोग"], say: "सुइट", reply: /^सुइट रूम आपकी तारीख़ों के लिए खाली नहीं है।\nआप कौन-सा कमरा लेना चाहेंगे \(सभी 2 कमरे एक ही प्रकार के होंगे\)\? आपकी तारीख़ों के लिए खाली: डीलक्स रूम/ },
  { before: ["बुक 20-22 दिसंबर सुइट 2 लोग"], say: "मेरा नाम आशा वर्मा है", reply: /^धन्यवाद, आशा वर्मा जी। आपका ईमेल पता क्या है\?$/ },
  { before: ["बुक 20-22 दिसंबर सुइट 2 लोग"], say: "नमस्ते", reply: /^नमस्ते! बताइए, क्या मदद करूँ\?.*\nअब आपकी बुकिंग पर लौटते हैं। आपका पूरा नाम क्या है\?$/s },
  { before: ["बुक 20-22 दिसंबर सुइट 2 लोग", "आशा"], say: "asha at example", reply: /^यह ईमेल पता सही नहीं लगता।/ },
  { before: ["बुक 12-14 दिसंबर 2 लोग", "डीलक्स", "आशा", "a@example.com", "9876543210"], say: "3 लोग कर दीजिए", reply: /कमरा 1: डीलक्स रूम, 3 वयस्क: ₹3,500 प्रति रात/ },
  { before: ["बुक 12-14 दिसंबर 2 लोग", "डीलक्स", "आशा", "a@example.com", "9876543210"], say: "नहीं", reply: /^बुकिंग रद्द कर दी गई; कुछ भी नहीं भेजा गया।/ },
  { before: ["बुक 12-14 दिसंबर 2 लोग", "डीलक्स"], say: "रहने दो", reply: /^बुकिंग रद्द कर दी गई; कुछ भी नहीं भेजा गया।/ },
];

describeRealMessages(
  "chat assistant on a Hindi page: real guests' messages (product-rules.md: Chat assistant, Hindi)",
  rowsHi,
  converseHi,
  (replies) => expect(replies.flatMap(englishIn)).toEqual([]),
);
