import type { FirebaseApp } from "firebase/app";
import type { Auth } from "firebase/auth";
import type { Firestore } from "firebase/firestore";
import type { Functions } from "firebase/functions";
import type { Database } from "firebase/database";
import type { FirebaseStorage } from "firebase/storage";
import type { CallableInput, CallableName, CallableOutput } from "@rallyhub/domain/callables/all";
import { getConfig } from "./config";

// All Firebase initialisation lives here, done once and lazily: each service's
// SDK module is only downloaded when a feature first asks for it, and the
// emulators are connected at that moment — never at import time or in render.

let app: Promise<FirebaseApp> | undefined;
let auth: Promise<Auth> | undefined;
let firestore: Promise<Firestore> | undefined;
let functions: Promise<Functions> | undefined;
let database: Promise<Database | null> | undefined;
let storage: Promise<FirebaseStorage | null> | undefined;

export function getFirebaseApp(): Promise<FirebaseApp> {
  app ??= import("firebase/app").then(({ initializeApp, getApps }) => {
    const existing = getApps()[0];
    if (existing) return existing;
    const { firebase } = getConfig();
    return initializeApp({
      apiKey: firebase.apiKey,
      authDomain: firebase.authDomain,
      projectId: firebase.projectId,
      storageBucket: firebase.storageBucket,
      messagingSenderId: firebase.messagingSenderId,
      appId: firebase.appId,
      measurementId: firebase.measurementId,
      databaseURL: firebase.databaseURL,
    });
  });
  return app;
}

export function getAuthClient(): Promise<Auth> {
  auth ??= Promise.all([getFirebaseApp(), import("firebase/auth")]).then(([a, m]) => {
    const instance = m.initializeAuth(a, {
      persistence: [m.indexedDBLocalPersistence, m.browserLocalPersistence],
      popupRedirectResolver: m.browserPopupRedirectResolver,
    });
    const { emulators } = getConfig();
    if (emulators) m.connectAuthEmulator(instance, `http://${emulators.host}:${emulators.authPort}`, { disableWarnings: true });
    return instance;
  });
  return auth;
}

export function getDb(): Promise<Firestore> {
  firestore ??= Promise.all([getFirebaseApp(), import("firebase/firestore")]).then(([a, m]) => {
    const { emulators } = getConfig();
    // Long polling is auto-detected; emulators and some proxies need it.
    const instance = m.initializeFirestore(a, { ignoreUndefinedProperties: true });
    if (emulators) m.connectFirestoreEmulator(instance, emulators.host, emulators.firestorePort);
    return instance;
  });
  return firestore;
}

/**
 * Starts a Firestore listener once the SDK has loaded. The returned function
 * stops it, and also works before it has started (nothing starts then).
 */
export function listenWhenReady(start: (db: Firestore) => () => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void getDb().then((db) => {
    if (!cancelled) stop = start(db);
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}

function getFunctionsClient(): Promise<Functions> {
  functions ??= Promise.all([getFirebaseApp(), import("firebase/functions")]).then(([a, m]) => {
    const { emulators, functionsRegion } = getConfig();
    const instance = m.getFunctions(a, functionsRegion);
    if (emulators) m.connectFunctionsEmulator(instance, emulators.host, emulators.functionsPort);
    return instance;
  });
  return functions;
}

/**
 * Calls a callable Function by its contract (packages/domain/src/callables):
 * only a contract's name is accepted, and the input and the answer are typed
 * from that contract. Only the contracts' types come here, not their zod
 * schemas (the server checks the input): a page that calls a callable does not
 * download zod for it. The Functions SDK loads with the first call, never with
 * a page that only might call one. A refusal is thrown as the SDK's error (its
 * code and the server's sentence), which `toAppError` turns into an AppError
 * with that sentence as its reason.
 */
export async function call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>> {
  const [instance, { httpsCallable }] = await Promise.all([getFunctionsClient(), import("firebase/functions")]);
  return (await httpsCallable<CallableInput<N>, CallableOutput<N>>(instance, name)(input)).data;
}

/**
 * The Realtime Database, or null where none is configured (no databaseURL, or
 * emulators in use without a Database emulator port): presence is then off.
 */
export function getRealtimeDb(): Promise<Database | null> {
  database ??= (async () => {
    const { firebase, emulators } = getConfig();
    if (emulators && !emulators.databasePort) return null;
    if (!emulators && !firebase.databaseURL) return null;
    const [a, m] = await Promise.all([getFirebaseApp(), import("firebase/database")]);
    const url = firebase.databaseURL ?? `http://${emulators?.host ?? "127.0.0.1"}:${emulators?.databasePort ?? 9000}?ns=${firebase.projectId}`;
    const instance = m.getDatabase(a, url);
    if (emulators?.databasePort) m.connectDatabaseEmulator(instance, emulators.host, emulators.databasePort);
    return instance;
  })();
  return database;
}

/** Cloud Storage, or null where it is absent (no bucket, or no Storage emulator). */
export function getStorageClient(): Promise<FirebaseStorage | null> {
  storage ??= (async () => {
    const { firebase, emulators } = getConfig();
    if (emulators && !emulators.storagePort) return null;
    if (!emulators && !firebase.storageBucket) return null;
    const [a, m] = await Promise.all([getFirebaseApp(), import("firebase/storage")]);
    const instance = m.getStorage(a);
    if (emulators?.storagePort) m.connectStorageEmulator(instance, emulators.host, emulators.storagePort);
    return instance;
  })();
  return storage;
}
