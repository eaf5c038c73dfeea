/**
 * Razorpay's signatures: hex HMAC-SHA256 of the webhook's raw body with the webhook secret, and of
 * the payment link's return parameters with the key secret. Compared in constant time, so how long
 * a refusal takes says nothing about how much of a forged signature was right.
 */

const encoder = new TextEncoder();

export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(signature, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Whether two strings are equal, in a time that depends only on their lengths. */
export function equalInConstantTime(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

/** Whether `signature` is the HMAC of `message` with `secret`. */
export async function signatureMatches(secret: string, message: string, signature: string | null | undefined): Promise<boolean> {
  if (!signature) return false;
  return equalInConstantTime(await hmacSha256Hex(secret, message), signature.trim().toLowerCase());
}
