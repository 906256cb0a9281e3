import { randomUUID } from "node:crypto";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type DocumentData, type Firestore } from "firebase-admin/firestore";

/**
 * Helpers for the callable emulator tests: call a deployed callable over HTTP
 * the way the client SDK does (POST {data}, Bearer ID token), with users made
 * in the Auth emulator and documents seeded through the Admin SDK.
 *
 * Runs against the emulators started by scripts/test.mjs (or by hand with the
 * same environment variables).
 */
export const projectId = process.env.TEST_PROJECT_ID ?? "demo-rallyhub";
export const region = "us-central1";

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the emulator tests through npm test (scripts/test.mjs)`);
  return value;
}

const functionsOrigin = () => requireEnv("FUNCTIONS_EMULATOR_ORIGIN").replace(/\/+$/, "");
const authHost = () => requireEnv("FIREBASE_AUTH_EMULATOR_HOST");

let app: App | undefined;

/** The Admin SDK app of this test file (Firestore and Auth emulators from the environment). */
export function adminApp(): App {
  if (!app) {
    requireEnv("FIRESTORE_EMULATOR_HOST");
    requireEnv("FIREBASE_AUTH_EMULATOR_HOST");
    // Everything here talks to emulators: keep the Admin SDK from probing the
    // GCE metadata server (a MetadataLookupWarning when it answers 403).
    process.env.METADATA_SERVER_DETECTION ??= "none";
    app = initializeApp({ projectId }, `callable-test-${randomUUID()}`);
  }
  return app;
}

export const db = (): Firestore => getFirestore(adminApp());
export const auth = (): Auth => getAuth(adminApp());

export async function closeAdmin(): Promise<void> {
  if (app) await deleteApp(app);
  app = undefined;
}

/** A fresh id for one test, so that tests never share documents or users. */
export function uniqueId(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 12)}`;
}

export interface CallError {
  status: string;
  message: string;
}

export interface CallResponse<T> {
  httpStatus: number;
  result?: T;
  error?: CallError;
}

/** POSTs to a callable as the client SDK does. Without a token the call is unauthenticated. */
export async function call<T = unknown>(name: string, data: unknown, token?: string): Promise<CallResponse<T>> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${functionsOrigin()}/${projectId}/${region}/${name}`, { method: "POST", headers, body: JSON.stringify({ data }) });
  const text = await res.text();
  let body: { result?: T; error?: CallError };
  try {
    body = JSON.parse(text) as { result?: T; error?: CallError };
  } catch {
    throw new Error(`${name}: HTTP ${res.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  return { httpStatus: res.status, result: body.result, error: body.error };
}

/** Calls and expects success; fails the test with the error otherwise. */
export async function callOk<T = unknown>(name: string, data: unknown, token: string): Promise<T> {
  const res = await call<T>(name, data, token);
  if (res.error) throw new Error(`${name} failed: ${res.error.status}: ${res.error.message}`);
  if (!("result" in res) || res.result === undefined) throw new Error(`${name}: HTTP ${res.httpStatus} without a result`);
  return res.result;
}

/** Calls and expects an error; returns it (status is e.g. "INVALID_ARGUMENT"). */
export async function callError(name: string, data: unknown, token?: string): Promise<CallError> {
  const res = await call(name, data, token);
  if (!res.error) throw new Error(`${name} was expected to fail but returned ${JSON.stringify(res.result)}`);
  return res.error;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  token: string;
}

interface SignInResponse {
  idToken?: string;
  error?: { message?: string };
}

async function authRest(endpoint: string, body: Record<string, unknown>): Promise<SignInResponse> {
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${endpoint}?key=fake`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as SignInResponse;
  if (!res.ok || !json.idToken) throw new Error(`Auth emulator ${endpoint} failed: ${json.error?.message ?? res.status}`);
  return json;
}

/** Signs in with e-mail and password in the Auth emulator and returns a fresh ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const json = await authRest("signInWithPassword", { email, password, returnSecureToken: true });
  return json.idToken ?? "";
}

/**
 * Creates an Auth user (verified e-mail unless told otherwise) and signs them in.
 * The e-mail is lower case, as the Auth emulator stores it.
 */
export async function createUser(prefix: string, opts: { emailVerified?: boolean; email?: string } = {}): Promise<TestUser> {
  const uid = uniqueId(prefix);
  const email = (opts.email ?? `${uid}@example.com`).toLowerCase();
  const password = "test-password-1";
  await auth().createUser({ uid, email, emailVerified: opts.emailVerified ?? true, password });
  return { uid, email, password, token: await signIn(email, password) };
}

/** An anonymous user (no e-mail in the token). */
export async function createAnonymousUser(): Promise<{ uid: string; token: string }> {
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string; localId?: string };
  if (!json.idToken || !json.localId) throw new Error("Auth emulator anonymous sign-up failed");
  return { uid: json.localId, token: json.idToken };
}

/** Server defaults are included so that the onUserCreated trigger has nothing to write. */
const SERVER_DEFAULTS = { stripeChargesEnabled: false, stripeDetailsSubmitted: false, userSubscription: "Free" };

/** Writes users/{uid} as the app would (e-mail and its lower-case copy), plus extra fields. */
export async function seedUserDoc(user: { uid: string; email: string }, fields: DocumentData = {}): Promise<void> {
  await db()
    .doc(`users/${user.uid}`)
    .set({ uid: user.uid, email: user.email, emailLower: user.email.toLowerCase(), displayName: "", ...SERVER_DEFAULTS, ...fields });
}

/** An Auth user with a users/{uid} document. */
export async function createPlayer(prefix: string, fields: DocumentData = {}, opts: { emailVerified?: boolean } = {}): Promise<TestUser> {
  const user = await createUser(prefix, opts);
  await seedUserDoc(user, fields);
  return user;
}

export async function exists(path: string): Promise<boolean> {
  return (await db().doc(path).get()).exists;
}

export type Doc = Record<string, unknown>;

export async function read(path: string): Promise<Doc | undefined> {
  return (await db().doc(path).get()).data();
}

/** Documents of a collection whose field equals a value, as {id, ...data}. */
export async function where(collection: string, field: string, value: unknown): Promise<Array<Doc & { id: string }>> {
  const snap = await db().collection(collection).where(field, "==", value).get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }));
}

/** Adds a document with a generated id and returns the id. */
export async function add(collection: string, data: DocumentData): Promise<string> {
  const ref = await db().collection(collection).add(data);
  return ref.id;
}
