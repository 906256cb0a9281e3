/**
 * A fresh id for a question or an option: a letter first, then letters and
 * digits (fieldIdSchema), random enough that two made on one form never meet.
 * Call it from event handlers, never while rendering.
 */
export function newId(prefix: "q" | "o"): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return `${prefix}${Array.from(bytes, (b) => b.toString(36).padStart(2, "0")).join("")}`;
}
