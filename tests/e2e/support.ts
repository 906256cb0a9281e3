import { expect, type BrowserContext, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";

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

/** The web app's Firebase API key in the test build (src/lib/configSchema.ts's default) and its default app's name. */
const API_KEY = process.env.VITE_FIREBASE_API_KEY || "demo-api-key";
/** Where the Auth SDK keeps the signed-in user (its persistence key), and the app's hint that this browser has one (sessionHint.ts). */
export const AUTH_USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;
export const SESSION_HINT_KEY = "rallyhub.session";
/** The fields of the user record that `signIn` writes: the SDK's own record has each of them. */
export const SIGN_IN_USER_FIELDS = ["uid", "email", "emailVerified", "isAnonymous", "displayName", "providerData", "stsTokenManager", "apiKey", "appName"] as const;

/**
 * Starts the browser context signed in as the account, without the login page: for journeys
 * that are not about signing in (those use `logIn`, and auth.spec checks that a login through
 * the page leaves its session where this one puts it). The Auth emulator signs the account in
 * with its password (the REST call the SDK makes on the login page) and the session goes into
 * the context's storage before any page of it loads: the user record in localStorage, where
 * the SDK looks after IndexedDB and moves it to IndexedDB on the first page, then reloads the
 * account from the emulator. Call it before the first page.goto of the context.
 */
export async function signIn(target: Page | BrowserContext, email: string, password = PASSWORD): Promise<void> {
  const context = "context" in target ? target.context() : target;
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId?: string; email?: string; displayName?: string; idToken?: string; refreshToken?: string; expiresIn?: string; error?: { message?: string } };
  if (!res.ok || !body.localId || !body.idToken || !body.refreshToken) throw new Error(`Could not sign in as ${email}: ${body.error?.message ?? res.status}`);
  // The shape of the SDK's own record (UserImpl.toJSON); the SDK fills in the rest from the emulator on load.
  const user: Record<(typeof SIGN_IN_USER_FIELDS)[number], unknown> = {
    uid: body.localId,
    email: body.email ?? email,
    emailVerified: false,
    isAnonymous: false,
    displayName: body.displayName || undefined,
    providerData: [],
    stsTokenManager: { refreshToken: body.refreshToken, accessToken: body.idToken, expirationTime: Date.now() + Number(body.expiresIn ?? 3600) * 1000 },
    apiKey: API_KEY,
    appName: "[DEFAULT]",
  };
  const origin = new URL(baseURL).origin;
  await context.setStorageState({
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: AUTH_USER_KEY, value: JSON.stringify(user) },
          { name: SESSION_HINT_KEY, value: "1" },
        ],
      },
    ],
  });
}

/**
 * Where the page keeps its session: the app's hint in localStorage, and the fields of the Auth SDK's
 * user record in IndexedDB (what `signIn` writes, checked against a login through the page).
 */
export async function storedSession(page: Page): Promise<{ hint: string | null; userFields: string[] | null }> {
  return page.evaluate(
    async ({ key, hintKey }) => {
      const userFields = await new Promise<string[] | null>((resolve) => {
        const open = indexedDB.open("firebaseLocalStorageDb");
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const get = open.result.transaction("firebaseLocalStorage").objectStore("firebaseLocalStorage").get(key);
          get.onerror = () => resolve(null);
          get.onsuccess = () => {
            const record = get.result as { value?: Record<string, unknown> } | undefined;
            resolve(record?.value ? Object.keys(record.value).sort() : null);
          };
        };
      });
      return { hint: localStorage.getItem(hintKey), userFields };
    },
    { key: AUTH_USER_KEY, hintKey: SESSION_HINT_KEY },
  );
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
  await page
    .getByRole("option", { name: /^Austin, TX/ })
    .first()
    .click();
  await page.getByRole("group", { name: "Birthdate" }).click();
  await page.keyboard.type("04151990");
  await page.getByLabel(/I agree to the/).check();
}
