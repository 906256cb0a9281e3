/**
 * The player card's QR code holds the absolute link to the player's profile
 * (spec §2.10: /profile/{id}); the scan page reads it back, or a user ID typed
 * by hand.
 */

/** A user ID as Firebase Auth makes them and the callables accept them (no paths, no reserved names). */
const USER_ID = /^(?!__)[A-Za-z0-9_-]{1,128}$/;

/** Paths under /profile/ that are pages, not players. */
const NOT_PLAYERS = new Set(["settings"]);

/** The absolute profile link of a player, on the given origin (e.g. window.location.origin). */
export function profileLink(uid: string, origin: string): string {
  return `${origin.replace(/\/+$/, "")}/profile/${encodeURIComponent(uid)}`;
}

function idFromPath(pathname: string): string | null {
  const match = /^\/profile\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return USER_ID.test(id) && !NOT_PLAYERS.has(id) ? id : null;
}

/**
 * The player a scanned or typed text names: a profile link (absolute, with or
 * without its scheme, or just the path /profile/{id}; any host, since a card
 * may come from another copy of the app) or a bare user ID. Null otherwise.
 */
export function playerIdFrom(text: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  if (USER_ID.test(value)) return NOT_PLAYERS.has(value) ? null : value;
  if (value.startsWith("/")) return idFromPath(value.split(/[?#]/)[0] ?? "");
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return idFromPath(url.pathname);
}
