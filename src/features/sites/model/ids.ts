/** A short random id for a page or a block (letters and digits; unique enough within one site). */
export function newId(): string {
  return crypto.randomUUID().replace(/-/g, "").slice(0, 12);
}
