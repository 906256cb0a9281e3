import * as z from "zod/mini";
import { DEFAULT_PLATFORM, PLATFORMS } from "./brand.ts";

// The environment the app reads, validated in one place. Used by vite.config.ts
// (so a malformed value stops `npm start` and builds) and by the app at start-up.
// zod/mini keeps this out of the way of the first page's bundle.

const bool = z.pipe(
  z.enum(["true", "false"], "must be true or false"),
  z.transform((v: "true" | "false") => v === "true"),
);
const port = z.pipe(
  z.string().check(
    z.regex(/^\d{1,5}$/, { error: "must be a port number", abort: true }),
    z.refine((s: string) => Number(s) > 0 && Number(s) < 65536, "must be a port number between 1 and 65535"),
  ),
  z.transform(Number),
);
const hostList = z.pipe(
  z.string().check(z.regex(/^\s*[a-z0-9.-]+(:\d+)?(\s*,\s*[a-z0-9.-]+(:\d+)?)*\s*,?\s*$/i, "must be a comma-separated list of host names")),
  z.transform((s: string) =>
    s
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  ),
);
const optionalText = z.optional(z.string());
const optionalUrl = z.optional(z.url("must be a URL such as https://example.com"));

export const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z._default(z.string(), "demo-api-key"),
  VITE_FIREBASE_AUTH_DOMAIN: z._default(z.string(), "demo-rallyhub.firebaseapp.com"),
  VITE_FIREBASE_PROJECT_ID: z._default(z.string().check(z.regex(/^[a-z0-9-]{4,40}$/, "must be a Firebase project id (lower-case letters, digits and dashes)")), "demo-rallyhub"),
  VITE_FIREBASE_STORAGE_BUCKET: optionalText,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  VITE_FIREBASE_APP_ID: z._default(z.string(), "1:000000000000:web:0000000000000000000000"),
  VITE_FIREBASE_MEASUREMENT_ID: optionalText,
  VITE_FIREBASE_DATABASE_URL: optionalUrl,
  VITE_FIREBASE_VAPID_KEY: optionalText,
  VITE_FUNCTIONS_REGION: z._default(z.string().check(z.regex(/^[a-z]+-[a-z]+\d$/, "must be a Cloud Functions region such as us-central1")), "us-central1"),
  VITE_USE_EMULATORS: z._default(bool, true),
  VITE_EMULATOR_HOST: z._default(z.string(), "127.0.0.1"),
  VITE_AUTH_EMULATOR_PORT: z._default(port, 9099),
  VITE_FIRESTORE_EMULATOR_PORT: z._default(port, 8080),
  VITE_FUNCTIONS_EMULATOR_PORT: z._default(port, 5001),
  VITE_DATABASE_EMULATOR_PORT: z.optional(port),
  VITE_STORAGE_EMULATOR_PORT: z.optional(port),
  VITE_MAIN_HOSTS: z._default(hostList, []),
  VITE_BRANDED_HOSTS: z._default(hostList, ["teams.localhost"]),
  VITE_APP_ORIGIN: optionalUrl,
  VITE_PLATFORM: z._default(z.enum(PLATFORMS, "must be gth or meh"), DEFAULT_PLATFORM),
  VITE_ENVIRONMENT: z._default(z.enum(["development", "test", "production"], "must be development, test or production"), "development"),
  VITE_MAPS_API_KEY: optionalText,
  VITE_STRIPE_PUBLISHABLE_KEY: optionalText,
});

export type RawEnv = Record<string, string | boolean | undefined>;
export type AppConfig = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof envSchema>) {
  return {
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
      appId: env.VITE_FIREBASE_APP_ID,
      measurementId: env.VITE_FIREBASE_MEASUREMENT_ID,
      databaseURL: env.VITE_FIREBASE_DATABASE_URL,
    },
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
    functionsRegion: env.VITE_FUNCTIONS_REGION,
    emulators: env.VITE_USE_EMULATORS
      ? {
          host: env.VITE_EMULATOR_HOST,
          authPort: env.VITE_AUTH_EMULATOR_PORT,
          firestorePort: env.VITE_FIRESTORE_EMULATOR_PORT,
          functionsPort: env.VITE_FUNCTIONS_EMULATOR_PORT,
          databasePort: env.VITE_DATABASE_EMULATOR_PORT,
          storagePort: env.VITE_STORAGE_EMULATOR_PORT,
        }
      : null,
    hosts: { main: env.VITE_MAIN_HOSTS, branded: env.VITE_BRANDED_HOSTS },
    appOrigin: env.VITE_APP_ORIGIN,
    platform: env.VITE_PLATFORM,
    environment: env.VITE_ENVIRONMENT,
    mapsApiKey: env.VITE_MAPS_API_KEY,
    stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY,
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The app's configuration is not valid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Parses the environment; throws ConfigError naming every malformed variable. */
export function parseConfig(raw: RawEnv): AppConfig {
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = raw[key];
    // Empty strings count as unset so that a blank line in .env means "use the default".
    picked[key] = typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  }
  const result = envSchema.safeParse(picked);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        return `${name}=${JSON.stringify(picked[name] ?? "")}: ${issue.message}`;
      }),
    );
  }
  const config = toConfig(result.data);
  if (config.environment === "production" && config.emulators) {
    throw new ConfigError(['VITE_USE_EMULATORS="true": must be false in production']);
  }
  if (config.environment === "production" && config.firebase.projectId.startsWith("demo-")) {
    throw new ConfigError([`VITE_FIREBASE_PROJECT_ID="${config.firebase.projectId}": a demo- project cannot be used in production`]);
  }
  return config;
}
