import { z } from "zod";
import { DEFAULT_PLATFORM, PLATFORMS } from "./brand";

// The environment the app reads, validated in one place. Used by vite.config.ts
// (so a malformed value stops `npm start` and builds) and by the app at start-up.

const bool = z.enum(["true", "false"]).transform((v) => v === "true");
const port = z
  .string()
  .regex(/^\d{2,5}$/, "must be a port number")
  .transform(Number)
  .refine((n) => n > 0 && n < 65536, "must be a port number between 1 and 65535");
const hostList = z
  .string()
  .transform((s) => s.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean))
  .refine((hosts) => hosts.every((h) => /^[a-z0-9.-]+(:\d+)?$/.test(h)), "must be a comma-separated list of host names");
const optionalText = z.string().optional().transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));
const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined))
  .pipe(z.url("must be a URL such as https://example.com").optional());

export const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1).default("demo-api-key"),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1).default("demo-rallyhub.firebaseapp.com"),
  VITE_FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, "must be a Firebase project id (lower-case letters, digits and dashes)")
    .default("demo-rallyhub"),
  VITE_FIREBASE_STORAGE_BUCKET: optionalText,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  VITE_FIREBASE_APP_ID: z.string().min(1).default("1:000000000000:web:0000000000000000000000"),
  VITE_FIREBASE_MEASUREMENT_ID: optionalText,
  VITE_FIREBASE_DATABASE_URL: optionalUrl,
  VITE_FIREBASE_VAPID_KEY: optionalText,
  VITE_FUNCTIONS_REGION: z.string().regex(/^[a-z]+-[a-z]+\d$/, "must be a Cloud Functions region such as us-central1").default("us-central1"),
  VITE_USE_EMULATORS: bool.default(true),
  VITE_EMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
  VITE_AUTH_EMULATOR_PORT: port.default(9099),
  VITE_FIRESTORE_EMULATOR_PORT: port.default(8080),
  VITE_FUNCTIONS_EMULATOR_PORT: port.default(5001),
  VITE_DATABASE_EMULATOR_PORT: port.optional(),
  VITE_STORAGE_EMULATOR_PORT: port.optional(),
  VITE_MAIN_HOSTS: hostList.default([]),
  VITE_BRANDED_HOSTS: hostList.default(["teams.localhost"]),
  VITE_APP_ORIGIN: optionalUrl,
  VITE_PLATFORM: z.enum(PLATFORMS).default(DEFAULT_PLATFORM),
  VITE_ENVIRONMENT: z.enum(["development", "test", "production"]).default("development"),
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
    throw new ConfigError(["VITE_USE_EMULATORS=\"true\": must be false in production"]);
  }
  if (config.environment === "production" && config.firebase.projectId.startsWith("demo-")) {
    throw new ConfigError([`VITE_FIREBASE_PROJECT_ID="${config.firebase.projectId}": a demo- project cannot be used in production`]);
  }
  return config;
}
