import { beforeEach, describe, expect, it, vi } from "vitest";
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import { z } from "zod";
import { defineContract, organizer, PUBLIC, returns, SIGNED_IN, verified, owner } from "@rallyhub/domain/callables/contract";
import { defineCallable, parseInput, requireCaller } from "./callable";

// The organizer check reads users/{uid}: a stand-in for that one document.
const userDocs = new Map<string, Record<string, unknown>>();
vi.mock("../admin", () => ({ db: () => ({ doc: (path: string) => ({ get: () => Promise.resolve({ data: () => userDocs.get(path) }) }) }) }));
vi.mock("firebase-functions", () => ({ logger: { error: vi.fn() } }));

describe("requireCaller", () => {
  it("refuses a request without auth", () => {
    expect(() => requireCaller({ auth: undefined })).toThrow(HttpsError);
  });

  it("reads uid, e-mail and verification from the token", () => {
    const caller = requireCaller({ auth: { uid: "u1", token: { email: "a@b.c", email_verified: true } as never, rawToken: "" } });
    expect(caller).toEqual({ uid: "u1", email: "a@b.c", emailVerified: true });
  });
});

describe("parseInput", () => {
  const schema = z.object({ radius: z.number().min(1) });
  it("returns the parsed input", () => {
    expect(parseInput(schema, { radius: 3 })).toEqual({ radius: 3 });
  });
  it("names the first problem as invalid-argument", () => {
    try {
      parseInput(schema, { radius: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpsError);
      expect((error as HttpsError).code).toBe("invalid-argument");
      expect((error as HttpsError).message).toMatch(/^radius: /);
    }
  });
  const message = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as HttpsError).message;
    }
    return "no error";
  };
  it("with paths: false gives a form's sentence as it is, but still names a missing or mistyped field", () => {
    const form = z.object({ radius: z.number().min(1, "Choose a radius of at least 1 mile") });
    expect(message(() => parseInput(form, { radius: 0 }, { paths: false, at: "event" }))).toBe("Choose a radius of at least 1 mile");
    expect(message(() => parseInput(form, {}, { paths: false, at: "event" }))).toMatch(/^event\.radius: /);
  });
});

describe("defineCallable", () => {
  const input = z.object({ radius: z.number().min(1, "Choose a radius of at least 1 mile") }).strict();
  const request = (data: unknown, token?: { uid: string; email?: string; email_verified?: boolean }) =>
    ({ data, auth: token ? { uid: token.uid, token: token as never, rawToken: "" } : undefined, rawRequest: {} as never, acceptsStreaming: false }) as CallableRequest<unknown>;
  const refusal = async (run: Promise<unknown>) => {
    try {
      await run;
    } catch (error) {
      expect(error).toBeInstanceOf(HttpsError);
      return { code: (error as HttpsError).code, message: (error as HttpsError).message };
    }
    return null;
  };
  const handler = vi.fn((parsed: { radius: number }, context: { caller: { uid: string } | null }) => Promise.resolve({ radius: parsed.radius, uid: context.caller?.uid ?? null }));
  beforeEach(() => {
    handler.mockClear();
    userDocs.clear();
  });

  const contract = (access: Parameters<typeof defineContract>[0]["access"], sentences = false) =>
    defineContract({ name: "probe", input, output: returns<{ radius: number; uid: string | null }>(), access, sentences });

  it("runs the handler with the parsed input and the caller", async () => {
    const fn = defineCallable(contract(SIGNED_IN), handler);
    expect(await fn.run(request({ radius: 3 }, { uid: "u1" }))).toEqual({ radius: 3, uid: "u1" });
  });

  it("refuses a caller who is not signed in, before reading the input, and never runs the handler", async () => {
    for (const access of [SIGNED_IN, owner("the probe's owner"), verified("Verify first."), organizer("Organizers only.")]) {
      const fn = defineCallable(contract(access), handler);
      expect(await refusal(fn.run(request({ radius: 0 })))).toEqual({ code: "unauthenticated", message: "Sign in to do this." });
    }
    expect(handler).not.toHaveBeenCalled();
  });

  it("a public callable runs for a visitor (caller null) and for a signed-in user", async () => {
    const fn = defineCallable(contract(PUBLIC), handler);
    expect(await fn.run(request({ radius: 2 }))).toEqual({ radius: 2, uid: null });
    expect(await fn.run(request({ radius: 2 }, { uid: "u2" }))).toEqual({ radius: 2, uid: "u2" });
  });

  it("refuses bad input naming the field, or with the schema's sentence when the contract says so", async () => {
    expect(await refusal(defineCallable(contract(SIGNED_IN), handler).run(request({ radius: 0 }, { uid: "u1" })))).toEqual({
      code: "invalid-argument",
      message: "radius: Choose a radius of at least 1 mile",
    });
    expect(await refusal(defineCallable(contract(SIGNED_IN, true), handler).run(request({ radius: 0 }, { uid: "u1" })))).toEqual({
      code: "invalid-argument",
      message: "Choose a radius of at least 1 mile",
    });
    expect(await refusal(defineCallable(contract(PUBLIC), handler).run(request({ radius: 1, extra: true })))).toMatchObject({ code: "invalid-argument" });
    expect(handler).not.toHaveBeenCalled();
  });

  it("verified: a caller without a verified e-mail is refused with the contract's sentence", async () => {
    const fn = defineCallable(contract(verified("A verified e-mail is needed.")), handler);
    expect(await refusal(fn.run(request({ radius: 1 }, { uid: "u1", email: "a@b.c", email_verified: false })))).toEqual({ code: "failed-precondition", message: "A verified e-mail is needed." });
    expect(await fn.run(request({ radius: 1 }, { uid: "u1", email: "a@b.c", email_verified: true }))).toEqual({ radius: 1, uid: "u1" });
  });

  it("organizer: users/{uid} must say the caller organises (else the contract's sentence)", async () => {
    const fn = defineCallable(contract(organizer("Only organizers can do this.")), handler);
    expect(await refusal(fn.run(request({ radius: 1 }, { uid: "player" })))).toEqual({ code: "permission-denied", message: "Only organizers can do this." });
    userDocs.set("users/player", { joinReason: "Play" });
    expect(await refusal(fn.run(request({ radius: 1 }, { uid: "player" })))).toEqual({ code: "permission-denied", message: "Only organizers can do this." });
    userDocs.set("users/olive", { joinReason: "Organize" });
    expect(await fn.run(request({ radius: 1 }, { uid: "olive" }))).toEqual({ radius: 1, uid: "olive" });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("keeps the handler's HttpsErrors as they are, and answers anything else with INTERNAL, saying nothing of it", async () => {
    const refusing = defineCallable(contract(SIGNED_IN), () => Promise.reject(new HttpsError("not-found", "Game not found")));
    expect(await refusal(refusing.run(request({ radius: 1 }, { uid: "u1" })))).toEqual({ code: "not-found", message: "Game not found" });
    const failing = defineCallable(contract(SIGNED_IN), () => Promise.reject(new Error("Firestore: document path users/x/y is not valid")));
    expect(await refusal(failing.run(request({ radius: 1 }, { uid: "u1" })))).toEqual({ code: "internal", message: "INTERNAL" });
  });
});
