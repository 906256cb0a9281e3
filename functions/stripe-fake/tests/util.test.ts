import { describe, expect, it } from "vitest";
import { checkCard, MESSAGES } from "../cards";
import { Params, parseForm } from "../form";
import { addInterval } from "../util";

const at = (iso: string): number => Date.parse(iso) / 1000;

describe("billing periods", () => {
  it("adds months and years as Stripe does, keeping the day or the month's last day", () => {
    expect(addInterval(at("2026-01-15T10:00:00Z"), "month", 1)).toBe(at("2026-02-15T10:00:00Z"));
    expect(addInterval(at("2026-01-31T10:00:00Z"), "month", 1)).toBe(at("2026-02-28T10:00:00Z"));
    expect(addInterval(at("2028-02-29T00:00:00Z"), "year", 1)).toBe(at("2029-02-28T00:00:00Z"));
    expect(addInterval(at("2026-12-31T00:00:00Z"), "month", 3)).toBe(at("2027-03-31T00:00:00Z"));
    expect(addInterval(at("2026-03-01T00:00:00Z"), "week", 2)).toBe(at("2026-03-15T00:00:00Z"));
  });
});

describe("form parameters", () => {
  it("parses bracket notation into nested hashes and index-ordered lists", () => {
    const p = new Params(parseForm("line_items[1][price]=b&line_items[0][price]=a&line_items[0][quantity]=2&metadata[uid]=u1&metadata[0]=zero&expand[]=x&expand[]=y&__proto__[polluted]=1"));
    expect(p.objects("line_items").map((li) => [li.prefix, li.str("price")])).toEqual([
      ["line_items[0]", "a"],
      ["line_items[1]", "b"],
    ]);
    expect(p.objects("line_items")[0]?.int("quantity")).toBe(2);
    expect(p.metadata()).toEqual({ uid: "u1", 0: "zero" });
    expect(p.strings("expand")).toEqual(["x", "y"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("unsets metadata keys with empty values and names bad parameters", () => {
    const p = new Params(parseForm("metadata[a]=&metadata[c]=3&count=x"));
    expect(p.metadata("metadata", { a: "1", b: "2" })).toEqual({ b: "2", c: "3" });
    expect(() => p.int("count")).toThrow(/Invalid integer: x/);
  });
});

describe("test cards", () => {
  const now = at("2026-06-01T00:00:00Z");
  const form = { email: "a@b.co", card_number: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123", name: "A" };
  it("tells success, decline and authentication apart", () => {
    expect(checkCard(form, now, true).outcome).toBe("success");
    expect(checkCard({ ...form, card_number: "4000-0000-0000-0002" }, now, true).outcome).toBe("declined");
    expect(checkCard({ ...form, card_number: "4000002500003155" }, now, true).outcome).toBe("authenticate");
    expect(checkCard({ ...form, card_number: "5555555555554444" }, now, true).errors).toEqual([{ field: "card_number", message: MESSAGES.numberIncorrect }]);
  });
  it("accepts expiry as MM/YY, MMYY or MM / YYYY, this month included", () => {
    for (const expiry of ["06/26", "0626", "6 / 2026", "12/2034"]) expect(checkCard({ ...form, expiry }, now, true).errors).toEqual([]);
    expect(checkCard({ ...form, expiry: "05/26" }, now, true).errors).toEqual([{ field: "expiry", message: MESSAGES.expiryPast }]);
    expect(checkCard({ ...form, expiry: "5/2" }, now, true).errors).toEqual([{ field: "expiry", message: MESSAGES.expiryIncomplete }]);
  });
});
