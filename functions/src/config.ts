/** Settings the Functions read, in one place. */
export const config = {
  /** True inside the Firebase emulator suite (set by the Functions emulator). */
  get isEmulator(): boolean {
    return process.env.FUNCTIONS_EMULATOR === "true";
  },
  region: "us-central1",
  productName: "RallyHub",
} as const;
