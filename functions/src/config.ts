/** Settings the Functions read, in one place. */
export const config = {
  /** True inside the Firebase emulator suite (set by the Functions emulator). */
  get isEmulator(): boolean {
    return process.env.FUNCTIONS_EMULATOR === "true";
  },
  /**
   * The web app's origin, for links to it (the calendar feed's game pages):
   * APP_ORIGIN (in production set it in functions/.env.<project id>, e.g.
   * APP_ORIGIN=https://rallyhub.app), else the Vite dev server.
   */
  get appOrigin(): string {
    return (process.env.APP_ORIGIN ?? "").trim().replace(/\/+$/, "") || "http://localhost:5173";
  },
  /**
   * The second branded host(s) that serve team sites and forms (spec §1), as
   * the app's VITE_BRANDED_HOSTS: BRANDED_HOSTS, comma-separated (e.g.
   * teams.rallyhub.app). A form paid from one of them (or a sub-domain) comes
   * back to it from Checkout.
   */
  get brandedHosts(): string[] {
    return (process.env.BRANDED_HOSTS ?? "teams.localhost")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean);
  },
  region: "us-central1",
  productName: "RallyHub",
} as const;
