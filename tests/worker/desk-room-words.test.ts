import { createExecutionContext, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { Room } from "~/domain/api-types";
import { roomWordsRefusals } from "~/domain/room-words-test-support";
import { roomInLang } from "~/site/rooms/room-in-lang";
import { contentVersion } from "../../app/server/content-version.server";
import { cacheKey } from "../../app/server/cache-keys.server";
import { createServices } from "../../app/server/create-services.server";
import { deskRequestContext, reception } from "./desk-helpers";

const route = () => import("../../app/desk/rooms/admin-room");

const args = (context: ReturnType<typeof deskRequestContext>, request: Request, id = "3") => ({
  context,
  params: { id },
  request,
  url: new URL(request.url),
  pattern: "/admin/rooms/:id",
  unstable_pattern: "/admin/rooms/:id",
});

const words = {
  name: "Luxury River Room",
  short_description: "A large room facing the Narmada, with a sofa and a writing desk.",
  description: "Wake to the river & the bells of the ghats.\n\nA sofa, a desk <b>and</b> a wide window.",
  features: "Air conditioning\n  River view  \n\nSofa and writing desk",
};

let keys = 0;
async function post(fields: Record<string, string>, options: { id?: string; mode?: "embedded" | "upstream"; key?: string } = {}) {
  const { action } = await route();
  const body = new URLSearchParams({ request_key: options.key ?? `words-${Date.now()}-${keys++}`, ...fields });
  const request = new Request(`https://resort.example/admin/rooms/${options.id ?? "3"}`, { method: "POST", body });
  return action(args(deskRequestContext({ mode: options.mode }), request, options.id) as never);
}

type Answer = { data: { words: Record<string, string>; preview: Room | null; error: string | null; fields: Record<string, string> }; init: ResponseInit | null };

const freshRoom = async (id: number) => createServices(env, createExecutionContext()).rooms.get(id);

beforeEach(async () => {
  await env.DB.prepare(
    `UPDATE rooms SET name = 'Luxury Room', short_description = 'A spacious room.', brief_description = '<p>The Luxury Room.</p>',
       room_features = '["Air conditioning"]', name_hi = NULL, short_description_hi = NULL, brief_description_hi = NULL,
       room_features_hi = NULL WHERE id = 3`,
  ).run();
  await Promise.all([env.CACHE.delete(cacheKey("embedded", "rooms")), env.CACHE.delete(cacheKey("embedded", "room", 3))]);
});

describe("a room's words on the desk", () => {
  it("open with the saved words, the description as plain paragraphs and the features one a line", async () => {
    const { loader } = await route();
    await env.DB.prepare("UPDATE rooms SET brief_description = '<p>One &amp; two.</p><p>Three.</p>' WHERE id = 3").run();
    await env.DB.prepare(
      `UPDATE rooms SET name_hi = 'लग्ज़री रूम', short_description_hi = NULL, brief_description_hi = '<p>पहला &amp; दूसरा।</p>',
         room_features_hi = '["एसी","सोफ़ा"]' WHERE id = 3`,
    ).run();
    const view = (await loader(args(deskRequestContext(), new Request("https://resort.example/admin/rooms/3")) as never)) as {
      roomWords: Record<string, string>;
    };
    expect(view.roomWords).toEqual({
      name: "Luxury Room",
      short_description: "A spacious room.",
      description: "One & two.\n\nThree.",
      features: "Air conditioning",
      // Each Hindi field beside its English one; one with no Hindi is empty.
      name_hi: "लग्ज़री रूम",
      short_description_hi: "",
      description_hi: "पहला & दूसरा।",
      features_hi: "एसी\nसोफ़ा",
    });
  });

  it("preview shows the room with the new words and changes nothing", async () => {
    const versionBefore = await contentVersion(env.CACHE);
    const answer = (await post({ intent: "words-preview", ...words })) as Answer;
    expect(answer.init).toBeNull();
    expect(answer.data.preview).toMatchObject({
      id: 3,
      room_type_name: "Luxury Room",
      name: "Luxury River Room",
      short_description: words.short_description,
      brief_description: "<p>Wake to the river &amp; the bells of the ghats.</p>\n<p>A sofa, a desk &lt;b&gt;and&lt;/b&gt; a wide window.</p>",
      room_features: ["Air conditioning", "River view", "Sofa and writing desk"],
    });
    expect(answer.data.words.features).toBe(words.features);
    expect((await freshRoom(3))?.name).toBe("Luxury Room");
    expect(await contentVersion(env.CACHE)).toBe(versionBefore);
  });

  it("save puts them on the site at once, escaped, with an audit row and a new content version", async () => {
    const services = createServices(env, createExecutionContext());
    expect((await services.rooms.get(3))?.name).toBe("Luxury Room"); // now in the read cache
    const versionBefore = await contentVersion(env.CACHE);
    const answer = (await post({ intent: "words-save", ...words }, { key: "words-save-once" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/rooms/3?done=words");
    const room = await freshRoom(3);
    expect(room).toMatchObject({
      name: "Luxury River Room",
      room_type_name: "Luxury Room",
      short_description: words.short_description,
      room_features: ["Air conditioning", "River view", "Sofa and writing desk"],
    });
    expect(room?.brief_description).toContain("&lt;b&gt;and&lt;/b&gt;");
    expect(room?.brief_description).not.toContain("<b>");
    expect(await contentVersion(env.CACHE)).not.toBe(versionBefore);
    const audit = await env.DB.prepare(
      "SELECT staff_email, subject, subject_key, action, before_state, after_state FROM desk_audit WHERE request_key = 'words-save-once'",
    ).all<{ staff_email: string; subject: string; subject_key: string; action: string; before_state: string; after_state: string }>();
    expect(audit.results).toHaveLength(1);
    expect(audit.results[0]).toMatchObject({ staff_email: reception.email, subject: "room", subject_key: "3", action: "words" });
    expect(JSON.parse(audit.results[0].before_state)).toMatchObject({ name: "Luxury Room" });
    expect(JSON.parse(audit.results[0].after_state)).toMatchObject({ name: "Luxury River Room" });

    // The same form sent again changes nothing twice.
    await env.DB.prepare("UPDATE rooms SET name = 'Changed since' WHERE id = 3").run();
    const again = (await post({ intent: "words-save", ...words, name: "Something else" }, { key: "words-save-once" })) as Response;
    expect(again.status).toBe(303);
    const rows = await env.DB.prepare("SELECT name FROM rooms WHERE id = 3").first<{ name: string }>();
    expect(rows?.name).toBe("Changed since");
  });

  it.each(roomWordsRefusals)("refuse %o with a 400 naming the field, keeping what was typed", async (change, field, message) => {
    for (const intent of ["words-preview", "words-save"]) {
      const answer = (await post({ intent, ...words, ...change })) as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data.error).toBe("Please check the highlighted fields.");
      expect(answer.data.fields[field]).toBe(message);
      expect(answer.data.words[field]).toBe(change[field]);
      expect(answer.data.preview).toBeNull();
    }
    expect((await freshRoom(3))?.name).toBe("Luxury Room");
  });

  it("refuse an unknown room (404) and a form without its one-time key (400)", async () => {
    const unknown = (await post({ intent: "words-save", ...words }, { id: "99" })) as Answer;
    expect(unknown.init?.status).toBe(404);
    expect(unknown.data.error).toBe("There is no such room.");
    const keyless = (await post({ intent: "words-save", ...words }, { key: "" })) as Answer;
    expect(keyless.init?.status).toBe(400);
    expect(keyless.data.error).toBe("This form was incomplete. Reload the page and try again.");
  });

  it("are refused upstream, where the hotel's own system owns the rooms, and to anyone not signed in", async () => {
    await expect(post({ intent: "words-save", ...words }, { mode: "upstream" })).rejects.toMatchObject({
      init: { status: 404 },
      data: "Rooms and their words are managed in the hotel's own system, so they cannot be changed here.",
    });
    const { action } = await route();
    const request = new Request("https://resort.example/admin/rooms/3", { method: "POST", body: new URLSearchParams({ intent: "words-save", ...words }) });
    await expect(action(args(deskRequestContext({ staff: null }), request) as never)).rejects.toMatchObject({ init: { status: 401 } });
    expect((await freshRoom(3))?.name).toBe("Luxury Room");
  });
});

describe("a room's words in Hindi (product-rules.md: Hindi)", () => {
  const hindi = {
    name_hi: "लग्ज़री रिवर रूम",
    short_description_hi: "नर्मदा की ओर बड़ा कमरा, सोफ़ा और लिखने की मेज़ के साथ।",
    description_hi: "सुबह नदी और घाटों की घंटियों के साथ जागें।\n\n- सोफ़ा <b>और</b> मेज़\n- चौड़ी खिड़की",
    features_hi: "एसी\n  नर्मदा का नज़ारा  \n\nसोफ़ा",
  };

  it("saved on the desk reach the room's data: the description escaped and sanitized, the features a list", async () => {
    const answer = (await post({ intent: "words-save", ...words, ...hindi })) as Response;
    expect(answer.status).toBe(303);
    const room = await freshRoom(3);
    expect(room?.name).toBe("Luxury River Room");
    expect(room?.hi).toEqual({
      name: "लग्ज़री रिवर रूम",
      short_description: "नर्मदा की ओर बड़ा कमरा, सोफ़ा और लिखने की मेज़ के साथ।",
      brief_description: "<p>सुबह नदी और घाटों की घंटियों के साथ जागें।</p>\n<ul>\n<li>सोफ़ा &lt;b&gt;और&lt;/b&gt; मेज़</li>\n<li>चौड़ी खिड़की</li>\n</ul>",
      room_features: ["एसी", "नर्मदा का नज़ारा", "सोफ़ा"],
    });
    // A Hindi page shows them; an English page the English.
    expect(roomInLang(room as Room, "hi")).toMatchObject({ name: "लग्ज़री रिवर रूम", room_features: ["एसी", "नर्मदा का नज़ारा", "सोफ़ा"] });
    expect(roomInLang(room as Room, "en")).toMatchObject({ name: "Luxury River Room", short_description: words.short_description });
    // The desk opens with them again, as staff wrote them.
    const { loader } = await route();
    const view = (await loader(args(deskRequestContext(), new Request("https://resort.example/admin/rooms/3")) as never)) as {
      roomWords: Record<string, string>;
    };
    expect(view.roomWords).toMatchObject({
      name_hi: hindi.name_hi,
      short_description_hi: hindi.short_description_hi,
      description_hi: "सुबह नदी और घाटों की घंटियों के साथ जागें।\n\n- सोफ़ा <b>और</b> मेज़\n- चौड़ी खिड़की",
      features_hi: "एसी\nनर्मदा का नज़ारा\nसोफ़ा",
    });
  });

  it("left empty are stored as none, and the Hindi page shows the English for each, never a blank", async () => {
    await post({ intent: "words-save", ...words, ...hindi });
    const answer = (await post({
      intent: "words-save",
      ...words,
      name_hi: "लग्ज़री रिवर रूम",
      short_description_hi: "   ",
      description_hi: "",
      features_hi: "\n \n",
    })) as Response;
    expect(answer.status).toBe(303);
    const stored = await env.DB.prepare(
      "SELECT name_hi, short_description_hi, brief_description_hi, room_features_hi FROM rooms WHERE id = 3",
    ).first();
    expect(stored).toEqual({ name_hi: "लग्ज़री रिवर रूम", short_description_hi: null, brief_description_hi: null, room_features_hi: null });
    const room = (await freshRoom(3)) as Room;
    expect(room.hi).toEqual({ name: "लग्ज़री रिवर रूम" });
    const onHindiPage = roomInLang(room, "hi");
    expect(onHindiPage.name).toBe("लग्ज़री रिवर रूम");
    expect(onHindiPage.short_description).toBe(words.short_description);
    expect(onHindiPage.brief_description).toBe(room.brief_description);
    expect(onHindiPage.brief_description).toContain("Wake to the river");
    expect(onHindiPage.room_features).toEqual(["Air conditioning", "River view", "Sofa and writing desk"]);

    // With no Hindi at all the room carries none.
    await post({ intent: "words-save", ...words, name_hi: "" });
    expect((await freshRoom(3))?.hi).toBeUndefined();
  });

  it("a Hindi field too long is refused beside it, and nothing changes", async () => {
    const answer = (await post({ intent: "words-save", ...words, ...hindi, name_hi: "क".repeat(61) })) as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.fields.name_hi).toBe("The Hindi name must be 60 characters or fewer");
    expect(answer.data.words.name_hi).toBe("क".repeat(61));
    expect((await freshRoom(3))?.hi).toBeUndefined();
  });

  it("the embedded seed has natural Hindi for every room, sanitized like the English", async () => {
    const { results } = await env.DB.prepare("SELECT id FROM rooms WHERE id <> 3 ORDER BY id").all<{ id: number }>();
    for (const { id } of results) {
      const room = await freshRoom(id);
      expect(room?.hi?.name).toMatch(/[\u0900-\u097F]/);
      expect(room?.hi?.short_description).toMatch(/[\u0900-\u097F]/);
      expect(room?.hi?.brief_description).toMatch(/^<p>/);
      expect(room?.hi?.room_features?.length).toBeGreaterThan(5);
    }
  });
});
