// Shared harness for the Firestore security-rules tests. Each test file calls
// rulesHarness() once at top level: it loads firestore.rules into the emulator
// named by FIRESTORE_EMULATOR_HOST, clears the data before every test (or once,
// see RulesHarnessOptions) and tears the environment down afterwards.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment, type TokenOptions } from "@firebase/rules-unit-testing";
import { doc, getDoc, setDoc, setLogLevel, Timestamp, type DocumentData, type Firestore } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach } from "vitest";

// Refused writes are the point of these tests: keep the SDK from logging each one.
setLogLevel("error");

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** firestore.rules, or a candidate rules file named by FIRESTORE_RULES_FILE (to try a fix against these tests). */
/**
 * The project these tests use in the emulators: one per vitest worker (VITEST_POOL_ID), so that
 * two files running side by side never clear or read each other's data. The emulators keep
 * each project apart (its own documents, rules and accounts); the app's project
 * (TEST_PROJECT_ID, where the Functions run and the demo data goes) is never touched here.
 */
export const RULES_PROJECT_ID = `${process.env.TEST_PROJECT_ID ?? "demo-rallyhub"}-rules-${process.env.VITEST_POOL_ID ?? "0"}`;
export const RULES_PATH = process.env.FIRESTORE_RULES_FILE ? path.resolve(process.env.FIRESTORE_RULES_FILE) : path.join(ROOT, "firestore.rules");

function emulatorAddress(): { host: string; port: number } {
  const raw = process.env.FIRESTORE_EMULATOR_HOST;
  if (!raw) {
    throw new Error("FIRESTORE_EMULATOR_HOST is not set. Run these tests through `npm test -- --only=rules`, or start a Firestore emulator and set FIRESTORE_EMULATOR_HOST=host:port.");
  }
  const at = raw.lastIndexOf(":");
  const host = raw.slice(0, at) || "127.0.0.1";
  const port = Number(raw.slice(at + 1));
  if (at < 0 || !Number.isInteger(port)) throw new Error(`FIRESTORE_EMULATOR_HOST must be host:port, not "${raw}".`);
  return { host, port };
}

export interface RulesHarness {
  /**
   * The Firestore client of a signed-in user with an e-mail account: the ID
   * token carries email `${uid}@example.com` (see emailOf), not verified.
   */
  as(uid: string): Firestore;
  /** The Firestore client of a signed-in user whose ID token carries these claims (e.g. { email_verified: true }) besides the e-mail of as(). */
  asWithToken(uid: string, token: TokenOptions): Firestore;
  /** The Firestore client of a signed-in user whose ID token has no e-mail at all (anonymous or phone sign-in). */
  asWithoutEmail(uid: string): Firestore;
  /** The Firestore client of a signed-out visitor. */
  anon(): Firestore;
  /** Writes documents (path → data) with the rules switched off. */
  seed(docs: Record<string, DocumentData>): Promise<void>;
  /** Reads a document with the rules switched off (undefined when it does not exist). */
  peek(docPath: string): Promise<DocumentData | undefined>;
}

export interface RulesHarnessOptions {
  /**
   * When the data is cleared: before every test (the default), or once before
   * the file's first test. A file with live listeners clears once and gives
   * each test its own documents: the emulator can break a listen stream that is
   * open while its data is cleared (RESOURCE_EXHAUSTED "Received message larger
   * than max", firebase-tools issue 8654), and the client's stream outlives the
   * test that opened it.
   */
  clear?: "each" | "once";
  /** The emulators' project: the worker's own (RULES_PROJECT_ID) unless a test needs the app's. */
  projectId?: string;
}

export function rulesHarness({ clear = "each", projectId = RULES_PROJECT_ID }: RulesHarnessOptions = {}): RulesHarness {
  let env: RulesTestEnvironment | undefined;
  const contexts = new Map<string, RulesTestContext>();

  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error("The rules test environment is not ready (beforeAll did not run).");
    return env;
  };

  const context = (key: string, make: () => RulesTestContext): Firestore => {
    let ctx = contexts.get(key);
    if (!ctx) {
      ctx = make();
      contexts.set(key, ctx);
    }
    return ctx.firestore() as unknown as Firestore;
  };

  beforeAll(async () => {
    const { host, port } = emulatorAddress();
    env = await initializeTestEnvironment({
      projectId,
      firestore: { host, port, rules: readFileSync(RULES_PATH, "utf8") },
    });
    if (clear === "once") await env.clearFirestore();
  });

  beforeEach(async () => {
    if (clear === "each") await current().clearFirestore();
  });

  afterAll(async () => {
    contexts.clear();
    await env?.cleanup();
    env = undefined;
  });

  return {
    as: (uid) => context(`user:${uid}`, () => current().authenticatedContext(uid, { email: emailOf(uid) })),
    asWithToken: (uid, token) => context(`user:${uid}:${JSON.stringify(token)}`, () => current().authenticatedContext(uid, { email: emailOf(uid), ...token })),
    asWithoutEmail: (uid) => context(`user:${uid}:no-email`, () => current().authenticatedContext(uid)),
    anon: () => context("anon", () => current().unauthenticatedContext()),
    seed: async (docs) => {
      await current().withSecurityRulesDisabled(async (ctx) => {
        const db = ctx.firestore() as unknown as Firestore;
        for (const [docPath, data] of Object.entries(docs)) await setDoc(doc(db, docPath), data);
      });
    },
    peek: async (docPath) => {
      let data: DocumentData | undefined;
      await current().withSecurityRulesDisabled(async (ctx) => {
        const snap = await getDoc(doc(ctx.firestore() as unknown as Firestore, docPath));
        data = snap.data();
      });
      return data;
    },
  };
}

/** The sign-in e-mail in the ID token of a user made by as() and asWithToken(). */
export const emailOf = (uid: string): string => `${uid}@example.com`;

/** A fixed timestamp for fixtures. */
export const A_DATE = Timestamp.fromDate(new Date("2030-06-01T18:00:00Z"));

/** A copy of a document without the given fields. */
export function without(data: DocumentData, ...keys: string[]): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

/** A string of n characters. */
export const chars = (n: number): string => "x".repeat(n);
