import { expect, type Page } from "@playwright/test";

export const PASSWORD = "Password123!";
export const PROJECT_ID = process.env.TEST_PROJECT_ID ?? "demo-rallyhub";
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:21000";

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function logIn(page: Page, email: string, password = PASSWORD, path = "/auth/login"): Promise<void> {
  await page.goto(path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** The e-mail action codes the Auth emulator has "sent" to an address, newest last. */
export async function oobCodesFor(email: string, requestType: "PASSWORD_RESET" | "VERIFY_EMAIL"): Promise<string[]> {
  const res = await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return (body.oobCodes ?? []).filter((c) => c.email === email && c.requestType === requestType).map((c) => c.oobCode);
}

export async function waitForOobCode(email: string, requestType: "PASSWORD_RESET" | "VERIFY_EMAIL"): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(async () => {
      codes = await oobCodesFor(email, requestType);
      return codes.length;
    })
    .toBeGreaterThan(0);
  const code = codes[codes.length - 1];
  if (!code) throw new Error("no code");
  return code;
}

/** Fills the profile form for a new user (spec §2.7) with valid values. */
export async function completeProfile(page: Page, name = "Journey Tester"): Promise<void> {
  const [first = "Journey", last = "Tester"] = name.split(" ");
  await page.getByLabel("Display Name").fill(name);
  await page.getByLabel("First Name").fill(first);
  await page.getByLabel("Last Name").fill(last);
  await page.getByLabel("Gender").click();
  await page.getByRole("option", { name: "Female" }).click();
  await page.getByLabel("Pronouns").click();
  await page.getByRole("option", { name: "She/Her" }).click();
  await page.getByLabel("Sports / Games").click();
  await page.getByRole("option", { name: "Pickleball", exact: true }).click();
  // Tab (not Escape) closes the list: inside the sign-up dialog Escape would close the dialog.
  await page.keyboard.press("Tab");
  await page.getByLabel("Why are you joining?").click();
  await page.getByRole("option", { name: "Find events to join" }).click();
  await page.getByLabel("Go-To Area to Play").fill("Austin");
  await page.getByRole("option", { name: /^Austin, TX/ }).first().click();
  await page.getByRole("group", { name: "Birthdate" }).click();
  await page.keyboard.type("04151990");
  await page.getByLabel(/I agree to the/).check();
}
