import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import { createDeskEnquiries, enquiryFields } from "../../app/desk/enquiries/enquiry-store.server";
import { deskRequestContext, reception } from "./desk-helpers";

const enquiries = () => createDeskEnquiries(env.DB);
let seeded = 0;

async function seed(kind: string, payload: Record<string, unknown>, createdAt: string, status = "local") {
  seeded += 1;
  const reference = `ENQ${String(seeded).padStart(5, "0")}`;
  const row = await env.DB.prepare(
    `INSERT INTO submissions (idempotency_key, request_hash, kind, status, reference, upstream_path, payload, created_at, updated_at)
     VALUES (?1, 'hash', ?2, ?3, ?4, '/api/contact-enquiry', ?5, ?6, ?6) RETURNING id`,
  )
    .bind(`key-${reference}`, kind, status, reference, JSON.stringify(payload), createdAt)
    .first<{ id: number }>();
  return { id: row?.id ?? 0, reference };
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM submissions"), env.DB.prepare("DELETE FROM subscribers")]);
});

describe("the desk's enquiries", () => {
  it("lists every guest form's enquiry newest first, what was sent line by line, and never bookings or unfinished rows", async () => {
    await seed("contact", { name: "Asha Verma", email: "asha@example.com", phone: "+919876543210", message: "Is parking free?" }, "2026-11-20T05:00:00Z");
    await seed("event", { name: "Vikram", event_type: "Wedding", guests: 120 }, "2026-11-22T05:00:00Z");
    await seed("booking", { name: "Not an enquiry" }, "2026-11-23T05:00:00Z");
    await seed("contact", { name: "Half-written" }, "2026-11-24T05:00:00Z", "processing");
    const list = await enquiries().list({ kind: null, handled: null }, 100);
    expect(list.map((enquiry) => enquiry.kind)).toEqual(["event", "contact"]);
    expect(list[0].fields).toEqual([
      ["Name", "Vikram"],
      ["Event type", "Wedding"],
      ["Guests", "120"],
    ]);
    expect(list[1].fields).toContainEqual(["Message", "Is parking free?"]);
    expect(await enquiries().list({ kind: "event", handled: null }, 100)).toHaveLength(1);
    expect(await enquiries().unhandledCount()).toBe(2);
  });

  it("marks one handled with a note, once, audited; the filter follows", async () => {
    const { id, reference } = await seed("dining", { name: "Neha", message: "Table for 6 at 8 pm" }, "2026-11-21T05:00:00Z");
    await seed("contact", { name: "Other" }, "2026-11-21T06:00:00Z");
    const now = new Date("2026-11-24T06:30:00Z");
    const mark = (requestKey: string, note = "Booked table 4, called back") =>
      enquiries().markHandled({ id, note, requestKey, staff: reception, now });
    expect(await mark("handled-1")).toEqual({ ok: true, replayed: false });
    expect(await mark("handled-1")).toEqual({ ok: true, replayed: true });
    expect(await mark("handled-2")).toEqual({ ok: false, status: 409, message: "Someone has already marked this enquiry handled." });
    expect(await enquiries().markHandled({ id: 999999, note: "", requestKey: "handled-3", staff: reception, now })).toMatchObject({ ok: false, status: 404 });
    expect(await enquiries().markHandled({ id, note: "x".repeat(1001), requestKey: "handled-4", staff: reception, now })).toMatchObject({
      ok: false,
      status: 400,
      message: "Keep the note under 1000 characters.",
    });
    const [handled] = await enquiries().list({ kind: null, handled: true }, 100);
    expect(handled.handled).toEqual({ at: now.toISOString(), by: reception.email, note: "Booked table 4, called back" });
    expect((await enquiries().list({ kind: null, handled: false }, 100)).map((e) => e.fields[0][1])).toEqual(["Other"]);
    const audit = await env.DB.prepare("SELECT subject, subject_key, action FROM desk_audit WHERE request_key = 'handled-1'").first();
    expect(audit).toEqual({ subject: "enquiry", subject_key: reference, action: "handled" });
  });

  it("shows an unreadable payload as it is rather than losing it", () => {
    expect(enquiryFields("not json")).toEqual([["Sent", "not json"]]);
    expect(enquiryFields(null)).toEqual([]);
    expect(enquiryFields('{"name":"A","nested":{"x":1}}')).toEqual([["Name", "A"]]);
  });

  it("exports the newsletter's confirmed subscribers as CSV with their unsubscribe links, formulas defused, for staff only", async () => {
    const token = "0123456789abcdef0123456789abcdef";
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO subscribers (email, created_at, confirmed_at, unsubscribe_token)
         VALUES ('meera@example.com', '2026-10-31T04:30:00Z', '2026-11-01T04:30:00Z', '${token}')`,
      ),
      env.DB.prepare("INSERT INTO subscribers (email, created_at, confirmed_at) VALUES ('=cmd@example.com', '2026-11-02T04:30:00Z', '2026-11-02T04:30:00Z')"),
      // Never confirmed, and confirmed then withdrawn: neither counts.
      env.DB.prepare("INSERT INTO subscribers (email, created_at) VALUES ('waiting@example.com', '2026-11-03T04:30:00Z')"),
      env.DB.prepare(
        "INSERT INTO subscribers (email, created_at, confirmed_at, unsubscribed_at) VALUES ('left@example.com', '2026-11-03T04:30:00Z', '2026-11-03T05:00:00Z', '2026-11-04T05:00:00Z')",
      ),
    ]);
    const { loader } = await import("../../app/desk/enquiries/admin-subscribers-csv");
    const args = (context: ReturnType<typeof deskRequestContext>) => ({ context, params: {}, request: new Request("https://resort.example/admin/subscribers.csv") }) as never;
    const response = (await loader(args(deskRequestContext()))) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    // The byte-order mark stays (Excel reads UTF-8 by it): decode without dropping it.
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(
      `\uFEFFE-mail,Confirmed (hotel time),Unsubscribe link\r\nmeera@example.com,"1 Nov 2026, 10:00",${hotel.siteUrl}/newsletter/unsubscribe?token=${token}\r\n'=cmd@example.com,"2 Nov 2026, 10:00",\r\n`,
    );
    await expect(loader(args(deskRequestContext({ staff: null })))).rejects.toMatchObject({ init: { status: 401 } });
  });
});
