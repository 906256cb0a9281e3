// Demo accounts created in the Auth emulator by scripts/seed.ts. Tests and the
// README use this list; the uids are fixed so that reseeding overwrites them.

export const DEMO_PASSWORD = "Password123!";

export type DemoRole = "player" | "organizer" | "manager" | "neighbor" | "newbie";

export interface DemoAccount {
  email: string;
  password: string;
  uid: string;
  role: DemoRole;
  displayName: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: "player@rallyhub.test", password: DEMO_PASSWORD, uid: "demo-player", role: "player", displayName: "Pat Player" },
  { email: "player2@rallyhub.test", password: DEMO_PASSWORD, uid: "demo-player2", role: "player", displayName: "Riley Second" },
  { email: "organizer@rallyhub.test", password: DEMO_PASSWORD, uid: "demo-organizer", role: "organizer", displayName: "Olivia Organizer" },
  { email: "manager@rallyhub.test", password: DEMO_PASSWORD, uid: "demo-manager", role: "manager", displayName: "Morgan Manager" },
  { email: "neighbor@rallyhub.test", password: DEMO_PASSWORD, uid: "demo-neighbor", role: "neighbor", displayName: "Nico Neighbor" },
  { email: "newbie@rallyhub.test", password: DEMO_PASSWORD, uid: "demo-newbie", role: "newbie", displayName: "New Member" },
];

/** The demo account with the given role ('player' gives Pat Player). */
export function demoAccount(role: DemoRole): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`No demo account with role ${role}`);
  return account;
}

/** The demo account with the given uid. */
export function demoAccountByUid(uid: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.uid === uid);
  if (!account) throw new Error(`No demo account with uid ${uid}`);
  return account;
}
