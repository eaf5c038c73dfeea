import { describe, expect, it } from "vitest";
import { type Finding, preflightFindings } from "./preflight-checks.mjs";

/** Only the Razorpay findings of a production (or preview) config with these vars. */
function razorpay(vars: Record<string, string>, options: { environment?: "production" | "preview"; secrets?: string[] | null } = {}): Finding[] {
  const environment = options.environment ?? "production";
  const wrangler = environment === "production" ? { vars } : { env: { preview: { vars } } };
  return preflightFindings({ hotel: {}, wrangler, environment, secrets: options.secrets === undefined ? [] : options.secrets }).filter(
    (finding) => /RAZORPAY/.test(finding.where),
  );
}

describe("the launch check's online deposits", () => {
  it("says nothing while deposits are off (no key id) and the address is Razorpay's", () => {
    expect(razorpay({ RAZORPAY_KEY_ID: "", RAZORPAY_API_URL: "https://api.razorpay.com" })).toEqual([]);
    expect(razorpay({})).toEqual([]);
  });

  it("flags a test key in production, not in preview", () => {
    const secrets = ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"];
    const found = razorpay({ RAZORPAY_KEY_ID: "rzp_test_abc123" }, { secrets });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: "error", where: "wrangler.toml [vars] RAZORPAY_KEY_ID" });
    expect(found[0].message).toContain("is a test key");
    expect(razorpay({ RAZORPAY_KEY_ID: "rzp_test_abc123" }, { environment: "preview", secrets })).toEqual([]);
    expect(razorpay({ RAZORPAY_KEY_ID: "rzp_live_abc123" }, { secrets })).toEqual([]);
  });

  it("refuses in production any API address but Razorpay's", () => {
    const found = razorpay({ RAZORPAY_API_URL: "http://razorpay.test" });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: "error", where: "wrangler.toml [vars] RAZORPAY_API_URL" });
    expect(razorpay({ RAZORPAY_API_URL: "https://api.razorpay.com/" })).toEqual([]);
  });

  it("names the two secrets a key id needs, and a secret written in plain text", () => {
    const missing = razorpay({ RAZORPAY_KEY_ID: "rzp_live_abc123" }, { secrets: ["RAZORPAY_KEY_SECRET"] });
    expect(missing.map((finding) => [finding.level, finding.where])).toEqual([["error", "Cloudflare secret RAZORPAY_WEBHOOK_SECRET"]]);
    const offline = razorpay({ RAZORPAY_KEY_ID: "rzp_live_abc123" }, { secrets: null });
    expect(offline.map((finding) => finding.level)).toEqual(["warning", "warning"]);
    const plain = razorpay({ RAZORPAY_KEY_SECRET: "shh" });
    expect(plain[0]).toMatchObject({ level: "error", where: "wrangler.toml [vars] RAZORPAY_KEY_SECRET" });
  });
});
