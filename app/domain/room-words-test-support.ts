/**
 * What the desk's room words form refuses in English, written once for the rule's tests
 * (room-words.test.ts) and the desk route's (tests/worker/desk-room-words.test.ts): each change, the
 * field it marks and the message shown there.
 */
import type { Refusal } from "./form-result-test-support";

export const roomWordsRefusals: readonly Refusal[] = [
  [{ name: "" }, "name", "Give the room a name"],
  [{ name: "x".repeat(61) }, "name", "The name must be 60 characters or fewer"],
  [{ short_description: "" }, "short_description", "Write the line shown on room cards"],
  [{ short_description: " " }, "short_description", "Write the line shown on room cards"],
  [{ short_description: "x".repeat(201) }, "short_description", "The card line must be 200 characters or fewer"],
  [{ description: "" }, "description", "Describe the room for its page"],
  [{ description: "   " }, "description", "Describe the room for its page"],
  [{ description: "x".repeat(3001) }, "description", "The description must be 3000 characters or fewer"],
  [{ features: "\n \n" }, "features", "List at least one feature, one per line"],
  [{ features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`).join("\n") }, "features", "At most 30 features"],
  [{ features: "x".repeat(61) }, "features", "Each feature must be 60 characters or fewer"],
];
