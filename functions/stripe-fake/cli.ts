import { parseArgs } from "node:util";
import { startStripeFake } from "./server";

/**
 * Runs the Stripe fake:
 *   node stripe-fake/lib/cli.js --port 12111 --state .emulator-data/stripe-fake.json \
 *     --webhook-url http://127.0.0.1:5001/<project>/us-central1/stripeWebhook --webhook-secret whsec_… \
 *     [--public-url http://localhost:12111] [--host 127.0.0.1] [--business-name RallyHub]
 * Each option falls back to an environment variable: STRIPE_FAKE_PORT, STRIPE_FAKE_STATE,
 * STRIPE_FAKE_WEBHOOK_URL, STRIPE_FAKE_WEBHOOK_SECRET (else STRIPE_WEBHOOK_SECRET),
 * STRIPE_FAKE_PUBLIC_URL, STRIPE_FAKE_HOST, STRIPE_FAKE_BUSINESS_NAME.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      state: { type: "string" },
      "webhook-url": { type: "string" },
      "webhook-secret": { type: "string" },
      "public-url": { type: "string" },
      "business-name": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) {
    console.log("Usage: node stripe-fake/lib/cli.js [--port N] [--host H] [--state FILE] [--webhook-url URL] [--webhook-secret whsec_…] [--public-url URL] [--business-name NAME]");
    return;
  }
  const env = process.env;
  const portText = values.port ?? env.STRIPE_FAKE_PORT ?? "12111";
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port: not a port number: ${portText}`);
  const webhookSecret = values["webhook-secret"] ?? env.STRIPE_FAKE_WEBHOOK_SECRET ?? env.STRIPE_WEBHOOK_SECRET ?? "whsec_stripe_fake_development";
  const stateFile = values.state ?? env.STRIPE_FAKE_STATE ?? null;
  const webhookUrl = values["webhook-url"] ?? env.STRIPE_FAKE_WEBHOOK_URL ?? null;
  const fake = await startStripeFake({
    port,
    host: values.host ?? env.STRIPE_FAKE_HOST ?? "127.0.0.1",
    stateFile,
    webhookUrl,
    webhookSecret,
    publicUrl: values["public-url"] ?? env.STRIPE_FAKE_PUBLIC_URL ?? undefined,
    businessName: values["business-name"] ?? env.STRIPE_FAKE_BUSINESS_NAME ?? undefined,
  });
  console.log(`Stripe fake listening on ${fake.url} (state: ${stateFile ?? "memory only"}; webhooks: ${webhookUrl ?? "none, events only recorded"})`);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    fake.close().then(
      () => {
        console.log(`Stripe fake stopped (${signal})`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error("Stripe fake: stopping failed", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => {
    stop("SIGTERM");
  });
  process.on("SIGINT", () => {
    stop("SIGINT");
  });
}

main().catch((error: unknown) => {
  console.error(`Stripe fake: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
