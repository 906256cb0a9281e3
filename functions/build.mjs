// Builds the Functions into one CommonJS file, lib/index.js, with the domain package
// (packages/domain, imported as @rallyhub/domain) inlined. Packages from node_modules stay
// require()s, installed from this folder's package.json where the Functions run (the
// emulator here, Cloud Build on deploy), so the deployed folder needs no workspace.
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const DOMAIN = "@rallyhub/domain/";

rmSync(here("./lib"), { recursive: true, force: true });
await build({
  input: here("./src/index.ts"),
  platform: "node",
  logLevel: "warn",
  resolve: { alias: { "@rallyhub/domain": here("../packages/domain/src") } },
  // Everything that is not the project's own source (relative paths, the domain) is a package.
  external: (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith(DOMAIN) && !id.startsWith("\0"),
  output: { file: here("./lib/index.js"), format: "cjs", sourcemap: true },
});
