import { describe, expect, it } from "vitest";
import { normaliseMailbox } from "./normalise-mailbox.server";

describe("normaliseMailbox", () => {
  it.each([
    ["victim@example.com", "victim@example.com"],
    ["  Victim@Example.COM ", "victim@example.com"],
    ["victim+1@example.com", "victim@example.com"],
    ["victim+news+more@example.com", "victim@example.com"],
    // Dots matter outside Google.
    ["v.ictim@example.com", "v.ictim@example.com"],
    ["v.ictim+x@outlook.com", "v.ictim@outlook.com"],
    // Gmail: dots ignored, googlemail.com is gmail.com.
    ["v.ictim@gmail.com", "victim@gmail.com"],
    ["V.I.C.T.I.M+6@GMAIL.COM", "victim@gmail.com"],
    ["v.ictim@googlemail.com", "victim@gmail.com"],
    ["vic.tim+x@googlemail.com", "victim@gmail.com"],
    // Only the exact Google domains.
    ["v.ictim@gmail.com.example", "v.ictim@gmail.com.example"],
    ["v.ictim@mail.gmail.com", "v.ictim@mail.gmail.com"],
    // The last @ separates the domain; a local part that is only a tag is kept.
    ['"a@b"+x@example.com', '"a@b"@example.com'],
    ["+news@example.com", "+news@example.com"],
    ["not-an-address", "not-an-address"],
  ])("%s → %s", (address, mailbox) => {
    expect(normaliseMailbox(address)).toBe(mailbox);
  });
});
