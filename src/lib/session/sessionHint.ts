/**
 * A hint, kept in localStorage, that this browser had a signed-in user. Without
 * it, public pages skip downloading the Auth SDK at all (a signed-out visitor
 * on a marketing page pays nothing for it); any page that needs the account
 * starts the SDK regardless, which then gives the real answer.
 */
const KEY = "rallyhub.session";

export function hasSessionHint(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return true; // storage blocked: always ask the SDK
  }
}

export function setSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    /* storage blocked: nothing to remember */
  }
}
