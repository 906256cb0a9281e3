import { describe, expect, it } from "vitest";
import { centsOf, INVOICE_MESSAGES, invoiceInputSchema, isOverdue } from "./invoices";

const NOW = Date.UTC(2026, 10, 23, 15, 0);
const valid = { email: "Pat@Example.test ", amount: 25, description: " Spring league fee ", dueDate: "2026-12-07" };
const messages = (input: Record<string, unknown>): string[] => {
  const result = invoiceInputSchema(NOW).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("invoice input", () => {
  it("takes an e-mail, dollars and cents, what it is for and a due day, trimmed", () => {
    expect(invoiceInputSchema(NOW).parse(valid)).toEqual({ email: "pat@example.test", amount: 25, description: "Spring league fee", dueDate: "2026-12-07" });
  });

  it("refuses amounts outside $0.50 to $10,000 or finer than a cent", () => {
    for (const amount of [0.5, 12.99, 10_000]) expect(messages({ ...valid, amount })).toEqual([]);
    for (const amount of [0.49, 0, -5, 10_000.01, 12.345, Number.NaN]) expect(messages({ ...valid, amount })).toContain(INVOICE_MESSAGES.amount);
  });

  it("needs an e-mail and a description, and a due day from today (a day's slack) to a year ahead", () => {
    expect(messages({ ...valid, email: "pat" })).toContain(INVOICE_MESSAGES.email);
    expect(messages({ ...valid, description: "   " })).toContain(INVOICE_MESSAGES.description);
    expect(messages({ ...valid, description: "x".repeat(301) })).toContain(INVOICE_MESSAGES.descriptionLong);
    expect(messages({ ...valid, dueDate: "2026-11-22" })).toEqual([]);
    for (const dueDate of ["2026-11-20", "2027-11-26", "2026-13-01", "soon"]) expect(messages({ ...valid, dueDate })).toContain(INVOICE_MESSAGES.dueDate);
  });

  it("refuses fields it does not know (no payer uid nor status from the client)", () => {
    expect(invoiceInputSchema(NOW).safeParse({ ...valid, status: "paid" }).success).toBe(false);
  });
});

describe("centsOf and isOverdue", () => {
  it("turns dollars into whole cents, NaN when finer", () => {
    expect(centsOf(12.5)).toBe(1250);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(1.005)).toBeNaN();
  });

  it("an open invoice is overdue after its due day; a paid or void one never is", () => {
    expect(isOverdue({ status: "open", dueDate: "2026-11-22" }, "2026-11-23")).toBe(true);
    expect(isOverdue({ status: "open", dueDate: "2026-11-23" }, "2026-11-23")).toBe(false);
    expect(isOverdue({ status: "paid", dueDate: "2026-11-01" }, "2026-11-23")).toBe(false);
  });
});
