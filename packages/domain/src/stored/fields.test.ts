import { describe, expect, it } from "vitest";
import {
  anyMap,
  flag,
  listOf,
  map,
  millisOf,
  NONE,
  nullableText,
  num,
  number,
  numOrNull,
  obj,
  objOrNull,
  oneOf,
  or,
  readData,
  recordOf,
  shape,
  string,
  strings,
  text,
  textOrNull,
  timeField,
  timeOr,
} from "./fields";

describe("millisOf", () => {
  it("reads a Timestamp, its plain form, millis, a Date and an ISO string; null for anything else", () => {
    expect(millisOf({ toMillis: () => 1_500 })).toBe(1_500);
    expect(millisOf({ seconds: 1, nanoseconds: 500_000_000 })).toBe(1_500);
    expect(millisOf(1_500)).toBe(1_500);
    expect(millisOf(new Date(1_500))).toBe(1_500);
    expect(millisOf("1970-01-01T00:00:01.500Z")).toBe(1_500);
    for (const v of [undefined, null, Number.NaN, "soon", {}, []]) expect(millisOf(v)).toBeNull();
  });
});

describe("the readers (a malformed value reads as its fallback)", () => {
  it("text, textOrNull and nullableText", () => {
    expect([text()("a"), text()(""), text()(3), text("x")(""), text("x")(undefined)]).toEqual(["a", "", "", "x", "x"]);
    expect([textOrNull()("a"), textOrNull()(""), textOrNull()(null)]).toEqual(["a", null, null]);
    expect([nullableText()("a"), nullableText()(""), nullableText()(3)]).toEqual(["a", "", null]);
  });

  it("num and numOrNull take finite numbers only", () => {
    expect([num()(2), num()("2"), num(7)(Number.NaN), num(7)(Number.POSITIVE_INFINITY)]).toEqual([2, 0, 7, 7]);
    expect([numOrNull()(0), numOrNull()(null), numOrNull()(Number.NaN)]).toEqual([0, null, null]);
  });

  it("flag, oneOf, timeField and timeOr", () => {
    expect([flag()(true), flag()("true"), flag(true)(undefined)]).toEqual([true, false, true]);
    expect([oneOf(["a", "b"], "a")("b"), oneOf(["a", "b"], "a")("c"), oneOf([1, 2], null)(3)]).toEqual(["b", "a", null]);
    expect([timeField({ toMillis: () => 5 }), timeField("soon"), timeOr(9)(undefined)]).toEqual([5, null, 9]);
  });

  it("listOf and recordOf drop what their item's check finds NONE; anything else is [] or {}", () => {
    expect(listOf(string)(["a", 1, "b"])).toEqual(["a", "b"]);
    expect(listOf(number)("1,2")).toEqual([]);
    expect(strings()(["a", null])).toEqual(["a"]);
    expect(recordOf(number)({ a: 1, b: "2" })).toEqual({ a: 1 });
    expect(recordOf(number)(["x"])).toEqual({});
    expect(anyMap([1])).toEqual({});
  });

  it("obj reads a missing or malformed object as {}, shape finds it NONE, objOrNull null", () => {
    const fields = { name: text("?"), n: num() };
    expect(obj(fields)({ name: "a", n: 2, extra: true })).toEqual({ name: "a", n: 2 });
    expect(obj(fields)("nope")).toEqual({ name: "?", n: 0 });
    expect(shape(fields)("nope")).toBe(NONE);
    expect(objOrNull(fields)([])).toBeNull();
    expect(objOrNull(fields)({})).toEqual({ name: "?", n: 0 });
  });

  it("an object with a check among its fields is NONE when that field is (a list then drops it)", () => {
    const point = shape({ lat: number, lng: number });
    expect(listOf(point)([{ lat: 1, lng: 2 }, { lat: 1 }, "x"])).toEqual([{ lat: 1, lng: 2 }]);
    expect(or(point, null)({ lat: "1", lng: 2 })).toBeNull();
  });

  it("obj's second shape adds fields or reads some differently", () => {
    expect(obj({ title: text("Untitled"), n: num() }, { title: text(), extra: flag() })({ n: 1 })).toEqual({ title: "", n: 1, extra: false });
  });

  it("map makes a value into another, and leaves NONE as it is", () => {
    expect(map(num(), (n) => n * 2)(3)).toBe(6);
    expect(map(string, (s) => s.length)(3)).toBe(NONE);
  });

  it("readData reads a document's data with its id", () => {
    expect(readData(obj({ id: text(), name: text() }), "d1", { name: "a" })).toEqual({ id: "d1", name: "a" });
    expect(readData(obj({ id: text() }), "d1", null)).toEqual({ id: "d1" });
  });
});
