// Deterministic demo data for the Firebase emulators (DESIGN.md "Demo data").
//
//   node --import tsx scripts/seed.ts --firestore 127.0.0.1:8080 --auth 127.0.0.1:9099 [--stripe http://127.0.0.1:12111] [--force | --fresh] [--project demo-rallyhub]
//
// --stripe (or STRIPE_API_BASE) is the project's Stripe fake: the paid plans and the
// demo organizer's payouts account are made there too, with the ids the documents name.
// Without --firestore/--auth the hosts come from FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST, or else the development ports in firebase.json.
// It seeds only when the marker document meta/seed is absent (or with --force), and
// only into "demo-" projects, which the emulators never connect to production.
// --fresh first empties the project's Firestore and Auth emulators, then seeds: npm
// test does so before the journeys, so that what the Functions tests wrote is gone.
// The documents themselves are built in scripts/seed/build.ts (one builder per
// domain, each document checked against its collection's write schema); demo
// accounts are listed in scripts/seed/accounts.ts.
import { seedMarkerWriteSchema } from "@rallyhub/domain/stored/write/server";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getAuth, type Auth, type UserImportRecord } from "firebase-admin/auth";
import { Timestamp, getFirestore, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { bringStripeInStep, missingFromStripe, seedStripe, stripeReferences, type StripeFakeState, type StripeReference } from "./lib/stripe-in-step";
import { SEED_VERSION, buildDemoData, type AuthAccount } from "./seed/build";
import { storedDoc, type SeedDoc } from "./seed/docs";

export { DEMO_ACCOUNTS } from "./seed/accounts";

type Log = (message: string) => void;

/** The emulators of one "demo-" project. Hosts are "127.0.0.1:PORT". */
export interface EmulatorTarget {
  /** Must start with "demo-". */
  projectId?: string;
  firestoreHost: string;
  authHost: string;
}

export interface SeedOptions extends EmulatorTarget {
  /** The Stripe fake (default STRIPE_API_BASE): the paid plans and the payouts account are made there too. */
  stripeUrl?: string | undefined;
  log?: Log;
  /** Writes the data again when it is already there. */
  force?: boolean;
  /** Empties the project's Firestore and Auth emulators first. */
  fresh?: boolean;
  /** The day the data is built for (see buildDemoData). */
  now?: Date;
}

/** An Admin SDK error's code (auth/user-not-found …), or undefined. */
const codeOf = (error: unknown): unknown => (typeof error === "object" && error !== null && "code" in error ? error.code : undefined);

const BATCH_SIZE = 450;
const PARALLEL_BATCHES = 4;
/** Sub-collections the seed fills; on --force, seeded parents lose entries it no longer writes. */
const SEEDED_SUBCOLLECTIONS = ["roster", "seasons", "joiners"];

let appCounter = 0;

async function upsertAuthAccount(auth: Auth, account: AuthAccount): Promise<"created" | "updated"> {
  const props = {
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: account.emailVerified,
    disabled: false,
  };
  // An account someone signed up by hand with a demo e-mail would block the fixed uid.
  try {
    const byEmail = await auth.getUserByEmail(account.email);
    if (byEmail.uid !== account.uid) await auth.deleteUser(byEmail.uid);
  } catch (error) {
    if (codeOf(error) !== "auth/user-not-found") throw error;
  }
  try {
    await auth.getUser(account.uid);
    await auth.updateUser(account.uid, props);
    return "updated";
  } catch (error) {
    if (codeOf(error) !== "auth/user-not-found") throw error;
    await auth.createUser({ uid: account.uid, ...props });
    return "created";
  }
}

/** The seeded players' Auth accounts, 1000 at a time (a reseed replaces them: an import cannot overwrite a uid). */
async function importPlayerAccounts(auth: Auth, accounts: readonly UserImportRecord[]): Promise<void> {
  for (let i = 0; i < accounts.length; i += 1000) {
    const chunk = accounts.slice(i, i + 1000);
    await auth.deleteUsers(chunk.map((a) => a.uid));
    const result = await auth.importUsers(chunk);
    if (result.failureCount > 0) {
      const first = result.errors[0];
      throw new Error(`${result.failureCount} player accounts were not imported; the first (${first ? chunk[first.index]?.uid : "?"}): ${first?.error.message ?? "no reason given"}`);
    }
  }
}

/** Deletes seeded sub-collection documents that this run does not write (for --force). */
async function removeStaleChildren(db: Firestore, docs: readonly SeedDoc[]): Promise<number> {
  const wanted = new Set(docs.map((d) => d.path));
  const parents = new Set(
    docs
      .map((d) => d.path.split("/"))
      .filter((parts) => parts.length === 4 && SEEDED_SUBCOLLECTIONS.includes(parts[2] ?? ""))
      .map((parts) => parts.slice(0, 2).join("/")),
  );
  const stale: DocumentReference[] = [];
  for (const name of SEEDED_SUBCOLLECTIONS) {
    const snap = await db.collectionGroup(name).select().get();
    for (const doc of snap.docs) {
      const parent = doc.ref.parent.parent?.path;
      if (parent && parents.has(parent) && !wanted.has(doc.ref.path)) stale.push(doc.ref);
    }
  }
  for (let i = 0; i < stale.length; i += BATCH_SIZE) {
    const batch = db.batch();
    for (const ref of stale.slice(i, i + BATCH_SIZE)) batch.delete(ref);
    await batch.commit();
  }
  return stale.length;
}

async function writeAll(db: Firestore, docs: readonly SeedDoc[]): Promise<void> {
  const chunks: Array<readonly SeedDoc[]> = [];
  for (let i = 0; i < docs.length; i += BATCH_SIZE) chunks.push(docs.slice(i, i + BATCH_SIZE));
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next] ?? [];
      next += 1;
      const batch = db.batch();
      for (const { path: docPath, data } of chunk) batch.set(db.doc(docPath), data);
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_BATCHES, chunks.length) }, worker));
}

/**
 * For emulator data that is already seeded: checks that the Stripe fake (its state in
 * `stateFile`, served at `stripeUrl`) has the Stripe objects the documents name, makes
 * the seeded ones again where it does not, and says what to do about others (see
 * scripts/lib/stripe-in-step.ts). Returns { repaired, lost }.
 */
export async function checkStripe({
  projectId = "demo-rallyhub",
  firestoreHost,
  stripeUrl,
  stateFile,
  log = console.log,
}: {
  projectId?: string;
  firestoreHost: string;
  stripeUrl: string;
  stateFile: string;
  log?: Log;
}): Promise<{ repaired: StripeReference[]; lost: StripeReference[] }> {
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.METADATA_SERVER_DETECTION ??= "none";
  appCounter += 1;
  const app = initializeApp({ projectId }, `rallyhub-stripe-check-${process.pid}-${appCounter}`);
  try {
    const db = getFirestore(app);
    const marker = await db.doc("meta/seed").get();
    if (!marker.exists) return { repaired: [], lost: [] };
    const state = fs.existsSync(stateFile) ? (JSON.parse(fs.readFileSync(stateFile, "utf8")) as StripeFakeState) : null;
    const missing = missingFromStripe(await stripeReferences(db), state);
    if (missing.length === 0) return { repaired: [], lost: [] };
    // The seed's objects, as the seed that wrote this data made them (older seeds: unknown).
    const builtFor = (marker.get("now") ?? marker.get("seededAt")) as Timestamp | undefined;
    const seeded = marker.get("version") === SEED_VERSION && builtFor ? buildDemoData({ now: builtFor.toDate() }).stripe : null;
    return await bringStripeInStep({ missing, seeded, stripeUrl, log });
  } finally {
    await deleteApp(app);
  }
}

/**
 * Empties a "demo-" project's Firestore and Auth emulators (their own REST
 * endpoints for clearing). Hosts are "127.0.0.1:PORT".
 */
export async function clearEmulatorData({ projectId = "demo-rallyhub", firestoreHost, authHost }: EmulatorTarget): Promise<void> {
  if (!projectId.startsWith("demo-")) {
    throw new Error(`Refusing to clear project "${projectId}": only emulator projects whose id starts with "demo-" may be cleared.`);
  }
  if (!firestoreHost || !authHost) throw new Error('clearEmulatorData() needs both firestoreHost and authHost ("127.0.0.1:PORT").');
  const targets = [`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, `http://${authHost}/emulator/v1/projects/${projectId}/accounts`];
  for (const url of targets) {
    const res = await fetch(url, { method: "DELETE", signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`Clearing ${url} failed: ${res.status} ${await res.text()}`);
  }
}

/**
 * Seeds the emulators. Hosts are "127.0.0.1:PORT". Returns { seeded: false } when
 * the data is already there (and force is false), else { seeded: true, counts }.
 */
export async function seed({
  projectId = "demo-rallyhub",
  firestoreHost,
  authHost,
  stripeUrl = process.env.STRIPE_API_BASE,
  log = console.log,
  force = false,
  fresh = false,
  now = new Date(),
}: SeedOptions): Promise<{ seeded: false } | { seeded: true; counts: Record<string, number> }> {
  if (!projectId.startsWith("demo-")) {
    throw new Error(`Refusing to seed project "${projectId}": only emulator projects whose id starts with "demo-" may be seeded.`);
  }
  if (!firestoreHost || !authHost) throw new Error('seed() needs both firestoreHost and authHost ("127.0.0.1:PORT").');
  if (fresh) {
    await clearEmulatorData({ projectId, firestoreHost, authHost });
    log(`Emptied the Firestore and Auth emulators of ${projectId}.`);
  }
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  // Emulators need no Google credentials; without this the client libraries may probe
  // the GCE metadata server in the background, which can hold the process for seconds.
  process.env.METADATA_SERVER_DETECTION ??= "none";

  appCounter += 1;
  const app = initializeApp({ projectId }, `rallyhub-seed-${process.pid}-${appCounter}`);
  try {
    const db = getFirestore(app);
    const auth = getAuth(app);
    const marker = db.doc("meta/seed");
    const existing = await marker.get();
    if (existing.exists && !force) {
      const version: unknown = existing.get("version");
      log(`Demo data already present (seed version ${String(version)}); use --force to write it again.`);
      if (typeof version === "number" && version < SEED_VERSION) {
        log(`  It was written by an older seed (this one is version ${SEED_VERSION}; the data model changed): \`npm run reset\` or --force rewrites it.`);
      }
      return { seeded: false };
    }

    const started = Date.now();
    const { docs, accounts, playerAccounts, counts, stripe } = buildDemoData({ now });
    log(`Seeding demo data into ${projectId} (Firestore ${firestoreHost}, Auth ${authHost})${force ? " with --force" : ""}...`);

    for (const account of accounts) await upsertAuthAccount(auth, account);
    await importPlayerAccounts(auth, playerAccounts);
    if (force) {
      const removed = await removeStaleChildren(db, docs);
      if (removed > 0) log(`  removed ${removed} stale sub-collection documents`);
    }
    await writeAll(db, docs);
    if (stripeUrl) await seedStripe(stripeUrl, stripe);
    else log("  No Stripe fake given (--stripe): the seeded plans and payouts account exist only in Firestore.");
    // The marker goes last: a run that fails half-way is retried by the next start.
    // `now` is the date the data was built for: checkStripe builds the same Stripe objects again from it.
    const markerDoc = storedDoc(seedMarkerWriteSchema, marker.path, { version: SEED_VERSION, seededAt: Timestamp.now(), now: Timestamp.fromDate(now), counts });
    await marker.set(markerDoc.data);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`Seeded ${docs.length} documents, ${accounts.length} demo accounts and ${playerAccounts.length} player accounts in ${seconds}s.`);
    log(
      `  ${Object.entries(counts)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
    return { seeded: true, counts };
  } finally {
    await deleteApp(app);
  }
}

interface CliOptions {
  firestoreHost?: string;
  authHost?: string;
  projectId?: string;
  stripeUrl?: string;
  force: boolean;
  fresh?: boolean;
  help?: boolean;
}

function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { force: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === undefined) break;
    const [flag, inline] = arg.includes("=") ? arg.split(/=(.*)/s) : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      i += 1;
      const next = argv[i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === "--firestore") options.firestoreHost = value();
    else if (flag === "--auth") options.authHost = value();
    else if (flag === "--project") options.projectId = value();
    else if (flag === "--stripe") options.stripeUrl = value();
    else if (flag === "--force") options.force = true;
    else if (flag === "--fresh") options.fresh = true;
    else if (flag === "--help" || flag === "-h") options.help = true;
    else throw new Error(`Unknown option ${arg}`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log("Usage: node --import tsx scripts/seed.ts --firestore 127.0.0.1:8080 --auth 127.0.0.1:9099 [--stripe http://127.0.0.1:12111] [--force | --fresh] [--project demo-rallyhub]");
    return;
  }
  const dev = devPorts();
  const firestoreHost = options.firestoreHost ?? (process.env.FIRESTORE_EMULATOR_HOST || `127.0.0.1:${dev.firestore}`);
  const authHost = options.authHost ?? (process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${dev.auth}`);
  await seed({ ...options, firestoreHost, authHost });
}

/** The development emulators' Firestore and Auth ports: firebase.json's (as scripts/lib/emulators.mjs's emulatorPorts("dev") has them). */
function devPorts(): { firestore: number; auth: number } {
  const config = JSON.parse(fs.readFileSync(fileURLToPath(new URL("../firebase.json", import.meta.url)), "utf8")) as { emulators: { firestore: { port: number }; auth: { port: number } } };
  return { firestore: config.emulators.firestore.port, auth: config.emulators.auth.port };
}

const invokedDirectly = process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
