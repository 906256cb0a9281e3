import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./configSchema";

describe("parseConfig", () => {
  it("gives working demo defaults for an empty environment", () => {
    const config = parseConfig({});
    expect(config.firebase.projectId).toBe("demo-rallyhub");
    expect(config.emulators).toEqual({ host: "127.0.0.1", authPort: 9099, firestorePort: 8080, functionsPort: 5001, databasePort: undefined, storagePort: undefined });
    expect(config.platform).toBe("gth");
    expect(config.hosts.branded).toEqual(["teams.localhost"]);
  });

  it("reads ports, host lists and flags", () => {
    const config = parseConfig({
      VITE_USE_EMULATORS: "false",
      VITE_MAIN_HOSTS: "RallyHub.example, www.rallyhub.example",
      VITE_PLATFORM: "meh",
      VITE_FIREBASE_PROJECT_ID: "rallyhub-prod",
      VITE_FIREBASE_DATABASE_URL: "https://rallyhub-prod.firebaseio.com",
    });
    expect(config.emulators).toBeNull();
    expect(config.hosts.main).toEqual(["rallyhub.example", "www.rallyhub.example"]);
    expect(config.platform).toBe("meh");
    expect(config.firebase.databaseURL).toBe("https://rallyhub-prod.firebaseio.com");
  });

  it("treats blank values as unset", () => {
    expect(parseConfig({ VITE_FIRESTORE_EMULATOR_PORT: "  " }).emulators?.firestorePort).toBe(8080);
  });

  it.each([
    ["VITE_FIRESTORE_EMULATOR_PORT", "eighty", "must be a port number"],
    ["VITE_AUTH_EMULATOR_PORT", "70000", "between 1 and 65535"],
    ["VITE_USE_EMULATORS", "yes", "must be true or false"],
    ["VITE_PLATFORM", "xyz", "must be gth or meh"],
    ["VITE_FIREBASE_DATABASE_URL", "not a url", "must be a URL"],
    ["VITE_MAIN_HOSTS", "good.example, bad host!", "comma-separated list of host names"],
    ["VITE_FIREBASE_PROJECT_ID", "Bad_Project", "Firebase project id"],
  ])("names a malformed %s", (name, value, message) => {
    try {
      parseConfig({ [name]: value });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain(`${name}=`);
      expect(problems[0]).toContain(message);
      expect((error as Error).message).toContain(name);
    }
  });

  it("refuses emulators and demo projects in production", () => {
    expect(() => parseConfig({ VITE_ENVIRONMENT: "production", VITE_FIREBASE_PROJECT_ID: "rallyhub-prod" })).toThrow(/VITE_USE_EMULATORS/);
    expect(() => parseConfig({ VITE_ENVIRONMENT: "production", VITE_USE_EMULATORS: "false" })).toThrow(/demo- project/);
  });
});
