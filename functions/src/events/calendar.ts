import { randomBytes } from "node:crypto";
import { FieldValue, type DocumentReference, type DocumentSnapshot } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { onRequest, type CallableRequest } from "firebase-functions/v2/https";
import { db } from "../admin";
import { config } from "../config";
import { defineCallable } from "../lib/callable";
import * as eventCallables from "@rallyhub/domain/callables/events";
import { buildCalendar, ICS_MIME_TYPE, icsEventOf, type IcsEvent } from "@rallyhub/domain/events/ics";
import { eventPath } from "./common";
import { calendarEventSchema } from "@rallyhub/domain/stored/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { calendarOwnerSchema, calendarTokenSchema } from "@rallyhub/domain/stored/server";
import { calendarOwnerWriteSchema, calendarTokenWriteSchema } from "@rallyhub/domain/stored/write/server";

// Calendar (issue 9): each player has a private feed URL with the games they
// are going to, for Google Calendar or Apple Calendar to subscribe to.
//
// Storage, all server-only (rules deny every client access):
// - calendarTokens/{token} {uid, createdAt}: the feed looks its token up here;
// - calendarOwners/{uid} {token, updatedAt}: the player's current token.
// users/{uid} is client-writable, so the token is never stored there. A token
// is 24 random bytes, base64url (32 characters): the URL is the secret.
// Regenerating deletes every token of the player and creates a new one in one
// transaction, so an old link stops working at once and two racing calls
// cannot leave a stray token behind.
//
// The feed URL is `${origin}/calendarFeed/<token>.ics` (`?token=` works too).
// The origin is FUNCTIONS_ORIGIN when set (in production put it in
// functions/.env.<project id>: the Functions' own
// https://us-central1-<project>.cloudfunctions.net, or the app's domain when
// firebase.json's hosting rewrites /calendarFeed/** to this function); without
// it, the emulator's address as the caller reached it (else
// http://127.0.0.1:5001/<project>/us-central1) and in production
// https://us-central1-<project>.cloudfunctions.net.

/** The feed holds games from this many days ago onward… */
export const FEED_PAST_DAYS = 30;
/** …at most this many (the going RSVPs read, newest first). */
export const FEED_MAX_EVENTS = 500;
/** Calendar apps may cache the feed this long (seconds). */
const FEED_MAX_AGE = 300;
const FEED_NAME = `${config.productName} games`;
const FEED_DESCRIPTION = `The games you're going to on ${config.productName}`;
export const FEED_NOT_FOUND = "Calendar not found. Get a new calendar link in RallyHub.";

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const tokenRef = (token: string) => db().doc(`calendarTokens/${token}`);
const ownerRef = (uid: string) => db().doc(`calendarOwners/${uid}`);

/** A new feed token: 24 random bytes, base64url. */
export function newCalendarToken(): string {
  return randomBytes(24).toString("base64url");
}

/** The token of a feed request: `?token=…` or the last path segment (`/<token>.ics` or `/<token>`); null when malformed. */
export function tokenOf(path: string, query: Record<string, unknown>): string | null {
  const fromQuery = query.token;
  const candidate = typeof fromQuery === "string" ? fromQuery : (path.split("/").filter(Boolean).pop() ?? "").replace(/\.ics$/i, "");
  return TOKEN.test(candidate) ? candidate : null;
}

function projectId(): string {
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  try {
    const parsed = JSON.parse(process.env.FIREBASE_CONFIG ?? "{}") as { projectId?: unknown };
    if (typeof parsed.projectId === "string" && parsed.projectId) return parsed.projectId;
  } catch {
    // fall through
  }
  return "demo-rallyhub";
}

/** Where the feed is served (see the top of this file). */
export function feedOrigin(host: string | undefined): string {
  const configured = (process.env.FUNCTIONS_ORIGIN ?? "").trim().replace(/\/+$/, "");
  if (configured) return configured;
  if (config.isEmulator) {
    const reached = host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) ? host : "127.0.0.1:5001";
    return `http://${reached}/${projectId()}/${config.region}`;
  }
  return `https://${config.region}-${projectId()}.cloudfunctions.net`;
}

export const feedUrl = (origin: string, token: string) => `${origin}/calendarFeed/${token}.ics`;

/**
 * The caller's current token, or a new one. With `replace`, every token the
 * caller has is deleted and a new one made, in one transaction.
 */
async function issueToken(uid: string, replace: boolean): Promise<string> {
  return db().runTransaction(async (tx) => {
    const owner = await tx.get(ownerRef(uid));
    const current = readDoc(calendarOwnerSchema, owner).token;
    const currentValid = TOKEN.test(current);
    if (!replace && currentValid) {
      const doc = await tx.get(tokenRef(current));
      if (doc.exists && readDoc(calendarTokenSchema, doc).uid === uid) return current;
    }
    const stale = await tx.get(db().collection("calendarTokens").where("uid", "==", uid).limit(50));
    for (const doc of stale.docs) tx.delete(doc.ref);
    if (currentValid && !stale.docs.some((d) => d.id === current)) tx.delete(tokenRef(current));
    const token = newCalendarToken();
    tx.create(tokenRef(token), writeDoc(calendarTokenWriteSchema, { uid, createdAt: FieldValue.serverTimestamp() }));
    tx.set(ownerRef(uid), writeDoc(calendarOwnerWriteSchema, { token, updatedAt: FieldValue.serverTimestamp() }));
    return token;
  });
}

function answer(request: CallableRequest, token: string) {
  return { token, url: feedUrl(feedOrigin(request.rawRequest.headers.host), token) };
}

/** The caller's calendar feed {token, url}, made on first use. */
export const getCalendarToken = defineCallable(eventCallables.getCalendarToken, async (_, { caller, request }) => {
  return answer(request, await issueToken(caller.uid, false));
});

/** A new calendar feed for the caller: the old link stops working. */
export const regenerateCalendarToken = defineCallable(eventCallables.regenerateCalendarToken, async (_, { caller, request }) => {
  return answer(request, await issueToken(caller.uid, true));
});

/** A stored event as a calendar entry linking to its page in the app; null without a start. */
export function icsEventOfSnapshot(snap: DocumentSnapshot, appOrigin: string): IcsEvent | null {
  const event = readDoc(calendarEventSchema, snap);
  const start = event.dateStart;
  if (start === null) return null;
  return icsEventOf({ ...event, dateStart: start, dateEnd: event.dateEnd ?? start, updated: event.updated ?? event.createdAt }, `${appOrigin}${eventPath(snap.id)}`);
}

/**
 * The games a player is going to, from FEED_PAST_DAYS ago onward: their going
 * RSVPs (collection group `joiners`, newest first, at most FEED_MAX_EVENTS),
 * each event read by id. Cancelled games stay (STATUS:CANCELLED).
 */
export async function feedEvents(uid: string, now: number): Promise<IcsEvent[]> {
  const going = await db().collectionGroup("joiners").where("uid", "==", uid).where("rsvpStatus", "==", "going").orderBy("joinedAt", "desc").limit(FEED_MAX_EVENTS).select().get();
  const refs = going.docs.map((d) => d.ref.parent.parent).filter((ref): ref is DocumentReference => ref !== null && ref.parent.id === "events" && ref.parent.parent === null);
  const from = now - FEED_PAST_DAYS * 86_400_000;
  const appOrigin = config.appOrigin;
  const out: IcsEvent[] = [];
  for (let i = 0; i < refs.length; i += 100) {
    const snaps = await db().getAll(...refs.slice(i, i + 100));
    for (const snap of snaps) {
      if (!snap.exists) continue;
      const event = icsEventOfSnapshot(snap, appOrigin);
      if (event && Math.max(event.start, event.end) >= from) out.push(event);
    }
  }
  return out.sort((a, b) => a.start - b.start).slice(0, FEED_MAX_EVENTS);
}

/**
 * The private calendar feed: GET /calendarFeed/<token>.ics or
 * /calendarFeed?token=<token>. 404 for an unknown token, 405 for anything but
 * GET (and HEAD, which calendar apps use to check a link).
 */
export const calendarFeed = onRequest({ invoker: "public" }, async (req, res) => {
  res.set("X-Content-Type-Options", "nosniff");
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.set("Allow", "GET, HEAD").status(405).type("text/plain; charset=utf-8").send("Method not allowed. Use GET.");
    return;
  }
  const notFound = () => {
    res.set("Cache-Control", "no-store").status(404).type("text/plain; charset=utf-8").send(FEED_NOT_FOUND);
  };
  const token = tokenOf(req.path, req.query);
  if (!token) {
    notFound();
    return;
  }
  try {
    const doc = await tokenRef(token).get();
    const { uid } = readDoc(calendarTokenSchema, doc);
    if (!doc.exists || uid === "") {
      notFound();
      return;
    }
    const now = Date.now();
    const body = buildCalendar({ name: FEED_NAME, description: FEED_DESCRIPTION, events: await feedEvents(uid, now), now, refreshMinutes: 60 });
    res.status(200).set("Content-Type", ICS_MIME_TYPE).set("Cache-Control", `private, max-age=${FEED_MAX_AGE}`).set("Content-Disposition", 'inline; filename="rallyhub.ics"').send(body);
  } catch (error) {
    // Never log the token: it is the feed's only secret.
    logger.error("calendarFeed failed", { error: error instanceof Error ? error.message : String(error) });
    res.set("Cache-Control", "no-store").status(500).type("text/plain; charset=utf-8").send("The calendar could not be built. Try again later.");
  }
});
