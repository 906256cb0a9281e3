import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { realtimeDatabaseUrl } from "./realtimeDatabase";

const PROD_CONFIG = JSON.stringify({ projectId: "rallyhub", databaseURL: "https://rallyhub-default-rtdb.firebaseio.com", storageBucket: "rallyhub.appspot.com" });

describe("realtimeDatabaseUrl", () => {
  it("is none without configuration", () => {
    expect(realtimeDatabaseUrl({})).toBeNull();
    expect(realtimeDatabaseUrl({ FIREBASE_CONFIG: JSON.stringify({ projectId: "rallyhub" }) })).toBeNull();
  });

  it("uses FIREBASE_CONFIG's databaseURL in production", () => {
    expect(realtimeDatabaseUrl({ FIREBASE_CONFIG: PROD_CONFIG })).toBe("https://rallyhub-default-rtdb.firebaseio.com");
  });

  it("reads FIREBASE_CONFIG given as the path of a JSON file", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "rtdb-")), "config.json");
    writeFileSync(file, PROD_CONFIG);
    expect(realtimeDatabaseUrl({ FIREBASE_CONFIG: file })).toBe("https://rallyhub-default-rtdb.firebaseio.com");
  });

  it("ignores a FIREBASE_CONFIG that is not JSON", () => {
    expect(realtimeDatabaseUrl({ FIREBASE_CONFIG: "{not json" })).toBeNull();
  });

  it("is none inside the Functions emulator without a database emulator, whatever FIREBASE_CONFIG says", () => {
    // The Functions emulator always sets a production-looking databaseURL.
    expect(realtimeDatabaseUrl({ FUNCTIONS_EMULATOR: "true", FIREBASE_CONFIG: JSON.stringify({ databaseURL: "https://demo-rallyhub.firebaseio.com" }) })).toBeNull();
  });

  it("uses the database emulator's URL when it runs", () => {
    const config = JSON.stringify({ databaseURL: "http://127.0.0.1:9000/?ns=demo-rallyhub" });
    expect(realtimeDatabaseUrl({ FUNCTIONS_EMULATOR: "true", FIREBASE_DATABASE_EMULATOR_HOST: "127.0.0.1:9000", FIREBASE_CONFIG: config })).toBe("http://127.0.0.1:9000/?ns=demo-rallyhub");
  });

  it("falls back to the project's default instance with a database emulator and no URL", () => {
    expect(realtimeDatabaseUrl({ FIREBASE_DATABASE_EMULATOR_HOST: "127.0.0.1:9000", GCLOUD_PROJECT: "demo-rallyhub" })).toBe("https://demo-rallyhub-default-rtdb.firebaseio.com");
    expect(realtimeDatabaseUrl({ FIREBASE_DATABASE_EMULATOR_HOST: "127.0.0.1:9000" })).toBeNull();
  });
});
