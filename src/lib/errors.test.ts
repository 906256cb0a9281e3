import { describe, expect, it } from "vitest";
import { AppError, serializeError, toAppError, type AppErrorCode } from "./errors";

describe("toAppError", () => {
  it.each<[string, AppErrorCode]>([
    ["not-found", "not-found"],
    ["permission-denied", "permission-denied"],
    ["unauthenticated", "unauthenticated"],
    ["invalid-argument", "invalid-argument"],
    ["already-exists", "already-exists"],
    ["failed-precondition", "failed-precondition"],
    ["unavailable", "unavailable"],
    ["cancelled", "cancelled"],
    ["deadline-exceeded", "network"],
    ["firestore/permission-denied", "permission-denied"],
    ["firestore/not-found", "not-found"],
    ["firestore/unavailable", "unavailable"],
    ["functions/failed-precondition", "failed-precondition"],
    ["functions/deadline-exceeded", "network"],
    ["storage/unauthenticated", "unauthenticated"],
    ["database/permission-denied", "permission-denied"],
    ["resource-exhausted", "unknown"],
    ["auth/network-request-failed", "unknown"],
    ["", "unknown"],
  ])("maps Firebase code %j to %s", (firebaseCode, code) => {
    const cause = Object.assign(new Error("raw"), { code: firebaseCode });
    const error = toAppError(cause, "Team not found");
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(error.message).toBe("Team not found");
    expect(error.name).toBe("AppError");
    expect(error.cause).toBe(cause);
  });

  it.each([["a string"], [null], [undefined], [42], [new Error("plain")], [{ message: "no code" }]])("maps %j without a code to unknown", (thrown) => {
    const error = toAppError(thrown, "Failed to load games");
    expect(error.code).toBe("unknown");
    expect(error.message).toBe("Failed to load games");
  });

  it("keeps an AppError as it is", () => {
    const original = new AppError("not-found", "Place not found");
    expect(toAppError(original, "Something else")).toBe(original);
  });

  it("toJSON gives a plain, serializable copy", () => {
    const error = new AppError("permission-denied", "User does not own this website", new Error("inner"));
    expect(error.toJSON()).toEqual({ code: "permission-denied", message: "User does not own this website" });
    expect(JSON.parse(JSON.stringify(error))).toEqual({ code: "permission-denied", message: "User does not own this website" });
  });

  it("serializeError combines both", () => {
    expect(serializeError({ code: "firestore/not-found" }, "Game not found")).toEqual({ code: "not-found", message: "Game not found" });
    const app = new AppError("cancelled", "Kept");
    expect(serializeError(app, "Ignored")).toEqual({ code: "cancelled", message: "Kept" });
  });
});
