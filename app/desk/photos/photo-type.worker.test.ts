import { describe, expect, it } from "vitest";
import { sniffPhotoType } from "./photo-type.server";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const padded = (head: Uint8Array) => new Uint8Array([...head, ...new Array(32).fill(0)]);

describe("sniffPhotoType: the type from the file's bytes", () => {
  it("recognises JPEG, PNG, WebP and AVIF", () => {
    expect(sniffPhotoType(padded(bytes([0xff, 0xd8, 0xff, 0xe0])))).toBe("image/jpeg");
    expect(sniffPhotoType(padded(bytes([0x89], "PNG\r\n\x1a\n")))).toBe("image/png");
    expect(sniffPhotoType(padded(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ")))).toBe("image/webp");
    expect(sniffPhotoType(padded(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "mif1miaf")))).toBe("image/avif");
    expect(sniffPhotoType(padded(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "avifmiaf")))).toBe("image/avif");
  });

  it("refuses what only claims to be a photo: HEIC, GIF, SVG, PDF, text, a truncated file", () => {
    expect(sniffPhotoType(padded(bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic")))).toBeNull();
    expect(sniffPhotoType(padded(bytes("GIF89a")))).toBeNull();
    expect(sniffPhotoType(padded(bytes('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull();
    expect(sniffPhotoType(padded(bytes("%PDF-1.7")))).toBeNull();
    expect(sniffPhotoType(bytes([0xff, 0xd8, 0xff]))).toBeNull();
  });
});
