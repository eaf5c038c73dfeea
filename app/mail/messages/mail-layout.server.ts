/**
 * The one layout every e-mail shares: a message is a list of blocks, rendered twice, as plain text
 * and as simple HTML, so the two versions can never say different things. The HTML is a single
 * 600 px column of tables with inline styles (what mail clients render reliably), with no remote
 * images, no scripts and no web fonts, readable on a phone. Every string is escaped here, in one
 * place: a guest's name, note or message can never become markup. The footer carries the hotel's
 * name, phone, WhatsApp and address from the identity config (product-rules.md: Hotel identity),
 * its words in the guest's language, the address too (in Hindi where staff wrote its Hindi lines on
 * the desk, in English where they did not).
 */
import { hotel } from "~/content/hotel";
import { addressIn } from "~/content/hotel-in-lang";
import type { Lang } from "~/i18n/lang";
import type { MailAttachment } from "../mail-outbox.server";
import { mailWordsIn, siteUrlIn } from "./mail-lang.server";

/** What a message function returns: who it is for and what it says. */
export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export type MailBlock =
  | { type: "heading"; text: string }
  | { type: "paragraph"; text: string }
  /** Label and value pairs: the stay, the guest, an enquiry's fields. */
  | { type: "facts"; rows: readonly (readonly [label: string, value: string])[] }
  /** Money lines, the last one the total. */
  | { type: "amounts"; rows: readonly (readonly [label: string, amount: string])[] }
  | { type: "button"; label: string; url: string }
  /** Text as the guest wrote it, line breaks kept. */
  | { type: "quote"; text: string };

export const heading = (text: string): MailBlock => ({ type: "heading", text });
export const paragraph = (text: string): MailBlock => ({ type: "paragraph", text });
export const facts = (rows: readonly (readonly [string, string])[]): MailBlock => ({ type: "facts", rows });
export const amounts = (rows: readonly (readonly [string, string])[]): MailBlock => ({ type: "amounts", rows });
export const button = (label: string, url: string): MailBlock => ({ type: "button", label, url });
export const quote = (text: string): MailBlock => ({ type: "quote", text });

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character]);
}

/**
 * A link target: only web, mail and phone links are written as links; anything else (a
 * `javascript:` URL that slipped in) becomes an inert "#".
 */
function safeHref(url: string): string {
  return /^(https?:|mailto:|tel:)/i.test(url.trim()) ? escapeHtml(url.trim()) : "#";
}

/** Escaped text with its line breaks kept. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

const colors = { ink: "#1F2A30", muted: "#55666E", accent: "#B85C0A", river: "#0F6E6E", sand: "#FBF6EC", line: "#E9D8B8" };
const font = "font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;";

/**
 * The hotel's address on one line, as a reader of `lang` reads it: a function, because it is what
 * staff keep on the desk. A calendar's location keeps the English, which is what a map app reads.
 */
export const hotelAddressLine = (lang: Lang = "en") => {
  const address = addressIn(lang);
  return [
    address.street,
    address.locality,
    address.district,
    `${address.region} ${address.postalCode}`,
    mailWordsIn(lang).footer.country,
  ].join(", ");
};

function blockText(block: MailBlock): string {
  switch (block.type) {
    case "heading":
      return block.text.toUpperCase();
    case "paragraph":
      return block.text;
    case "facts":
    case "amounts":
      // A value of several lines (rooms, a guest's message) is indented under its label.
      return block.rows.map(([label, value]) => `${label}: ${value.split(/\r?\n/).join("\n  ")}`).join("\n");
    case "button":
      return `${block.label}: ${block.url}`;
    case "quote":
      return block.text
        .split(/\r?\n/)
        .map((line) => `  ${line}`)
        .join("\n");
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case "heading":
      return `<h2 style="margin: 24px 0 8px; font-size: 18px; line-height: 1.3; color: ${colors.ink};">${escapeHtml(block.text)}</h2>`;
    case "paragraph":
      return `<p style="margin: 0 0 12px; font-size: 16px; line-height: 1.5; color: ${colors.ink};">${multiline(block.text)}</p>`;
    case "facts":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse: collapse; margin: 0 0 12px;">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding: 6px 12px 6px 0; vertical-align: top; font-size: 14px; color: ${colors.muted}; white-space: nowrap;">${escapeHtml(label)}</td><td style="padding: 6px 0; vertical-align: top; font-size: 15px; color: ${colors.ink};">${multiline(value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "amounts":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse: collapse; margin: 0 0 12px;">${block.rows
        .map(([label, amount], index) => {
          const last = index === block.rows.length - 1;
          const weight = last ? `font-weight: bold; border-top: 1px solid ${colors.line};` : "";
          return `<tr><td style="padding: 6px 12px 6px 0; font-size: 15px; color: ${colors.ink}; ${weight}">${escapeHtml(label)}</td><td align="right" style="padding: 6px 0; font-size: 15px; color: ${colors.ink}; white-space: nowrap; ${weight}">${escapeHtml(amount)}</td></tr>`;
        })
        .join("")}</table>`;
    case "button":
      return `<p style="margin: 16px 0 20px;"><a href="${safeHref(block.url)}" style="display: inline-block; padding: 12px 22px; border-radius: 999px; background: ${colors.accent}; color: #ffffff; font-size: 16px; font-weight: bold; text-decoration: none;">${escapeHtml(block.label)}</a></p>`;
    case "quote":
      return `<blockquote style="margin: 0 0 12px; padding: 8px 12px; border-left: 3px solid ${colors.line}; font-size: 15px; line-height: 1.5; color: ${colors.ink};">${multiline(block.text)}</blockquote>`;
  }
}

function footerText(lang: Lang): string {
  const { footer } = mailWordsIn(lang);
  return [
    "--",
    hotel.name,
    hotelAddressLine(lang),
    `${footer.phone}: ${hotel.phones.primary.display}`,
    `${hotel.messaging.label}: ${hotel.messaging.url}`,
    `${footer.email}: ${hotel.emails.reservations}`,
    siteUrlIn(lang),
    legalLine(lang),
  ]
    .filter(Boolean)
    .join("\n");
}

/** Who issues the tax invoice (product-rules.md: Legal name and GSTIN), or "" until staff entered it. */
function legalLine(lang: Lang): string {
  return hotel.legal.gstin ? `${hotel.legal.name} · ${lang === "hi" ? "जीएसटीआईएन" : "GSTIN"} ${hotel.legal.gstin}` : "";
}

function footerHtml(lang: Lang): string {
  const { footer } = mailWordsIn(lang);
  const site = siteUrlIn(lang);
  const link = (href: string, label: string) =>
    `<a href="${safeHref(href)}" style="color: ${colors.river};">${escapeHtml(label)}</a>`;
  const line = (content: string) => `<p style="margin: 0 0 4px; font-size: 13px; line-height: 1.5; color: ${colors.muted};">${content}</p>`;
  return [
    line(`<strong style="color: ${colors.ink};">${escapeHtml(hotel.name)}</strong>`),
    line(escapeHtml(hotelAddressLine(lang))),
    line(
      `${escapeHtml(footer.phone)} ${link(`tel:${hotel.phones.primary.tel}`, hotel.phones.primary.display)} · ${link(hotel.messaging.url, hotel.messaging.label)}`,
    ),
    line(`${link(`mailto:${hotel.emails.reservations}`, hotel.emails.reservations)} · ${link(site, site.replace(/^https?:\/\//, ""))}`),
    legalLine(lang) ? line(escapeHtml(legalLine(lang))) : "",
  ].join("");
}

export interface MailParts {
  to: string;
  subject: string;
  /** The line most clients show beside the subject in the inbox. */
  preview: string;
  blocks: readonly MailBlock[];
  attachments?: MailAttachment[];
  /** The language the message is written in: its footer's words and `<html lang>`. English when absent. */
  lang?: Lang;
}

/** A header value on one line: a name or note with a line break can never add a header. */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/** Renders a message in both forms with the shared footer. */
export function renderMail(parts: MailParts): MailContent {
  const lang = parts.lang ?? "en";
  const subject = oneLine(parts.subject);
  const text = [...parts.blocks.map(blockText), footerText(lang)].join("\n\n");
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin: 0; padding: 0; background: ${colors.sand}; ${font}">
<div style="display: none; max-height: 0; overflow: hidden;">${escapeHtml(parts.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background: ${colors.sand};">
<tr><td align="center" style="padding: 16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width: 600px; background: #ffffff; border-radius: 12px; ${font}">
<tr><td style="padding: 20px 20px 4px; font-size: 14px; font-weight: bold; letter-spacing: 1px; text-transform: uppercase; color: ${colors.accent};">${escapeHtml(hotel.shortName)}</td></tr>
<tr><td style="padding: 4px 20px 12px;">
${parts.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding: 16px 20px 20px; border-top: 1px solid ${colors.line};">
${footerHtml(lang)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return {
    to: oneLine(parts.to),
    subject,
    text,
    html,
    ...(parts.attachments && parts.attachments.length > 0 ? { attachments: parts.attachments } : {}),
  };
}
