import { collection, deleteDoc, doc, getDoc, getDocs, limit, onSnapshot, orderBy, query, serverTimestamp, setDoc, Timestamp, where } from "firebase/firestore";
import { getDb, listenWhenReady } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import type { EventRecord, Joiner } from "@rallyhub/domain/events/types";
import { eventSchema, favoriteSchema, joinerSchema, type Favorite } from "@rallyhub/domain/stored/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { EVENTS_MESSAGES } from "../messages";

// A game's own page (the game, its RSVPs live, its series) and favorites:
// apart from eventsRepository.ts (discover and a user's games), which the
// home's first screen loads, so that the home does not download these.

/** Spec §8: a failed event info load gives an empty result silently. */
export async function getEvent(id: string): Promise<EventRecord | null> {
  try {
    const db = await getDb();
    const snap = await getDoc(doc(db, "events", id));
    return snap.exists() ? readDoc(eventSchema, snap) : null;
  } catch {
    // Missing, private to someone else, or unreachable: the page says "Game not found".
    return null;
  }
}

/** One event, live (the event page follows spots and status as others answer). Null when missing or hidden. */
export function watchEvent(id: string, onChange: (event: EventRecord | null) => void, onError: (e: AppError) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "events", id),
      (snap) => onChange(snap.exists() ? readDoc(eventSchema, snap) : null),
      (error) => {
        const e = toAppError(error, EVENTS_MESSAGES.failure.gameNotFound);
        // A refused read is a game this user may not see: the same as none at all.
        if (e.code === "permission-denied") onChange(null);
        else onError(e);
      },
    ),
  );
}

/** The signed-in player's own RSVP to an event, live (null when they have not answered). */
export function watchMyRsvp(eventId: string, uid: string, onChange: (joiner: Joiner | null) => void, onError: (e: AppError) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "events", eventId, "joiners", uid),
      (snap) => onChange(snap.exists() ? readDoc(joinerSchema, snap) : null),
      (error) => onError(toAppError(error, EVENTS_MESSAGES.failure.rsvpLoad)),
    ),
  );
}

/** Everyone who answered (the organizer's manage page; the rules let only the creator list them), in arrival order. */
export function watchJoiners(eventId: string, onChange: (list: Joiner[]) => void, onError: (e: AppError) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      query(collection(db, "events", eventId, "joiners"), orderBy("joinedAt"), limit(1000)),
      (snap) => onChange(snap.docs.map((d) => readDoc(joinerSchema, d))),
      (error) => onError(toAppError(error, EVENTS_MESSAGES.failure.joinersLoad)),
    ),
  );
}

/** The next games of a series (the event page shows them), from `from` on. */
export async function listSeries(seriesId: string, from: number, max = 5): Promise<EventRecord[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(
      query(collection(db, "events"), where("seriesId", "==", seriesId), where("isPrivate", "==", false), where("dateStart", ">=", Timestamp.fromMillis(from)), orderBy("dateStart"), limit(max)),
    );
    return snap.docs.map((d) => readDoc(eventSchema, d));
  } catch {
    return [];
  }
}

export type { Favorite };

/** Spec §7 favorites: the user's own list (users/{uid}/favorites). */
export async function listFavorites(uid: string, max = 100): Promise<Favorite[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "users", uid, "favorites"), orderBy("dateStart"), limit(max)));
    return snap.docs.map((d) => readDoc(favoriteSchema, d));
  } catch (error) {
    throw toAppError(error, EVENTS_MESSAGES.failure.favoritesLoad);
  }
}

/** Whether one event is among the user's favorites (one document read: the event page's star). */
export async function isFavorite(uid: string, eventId: string): Promise<boolean> {
  const db = await getDb();
  try {
    return (await getDoc(doc(db, "users", uid, "favorites", eventId))).exists();
  } catch (error) {
    throw toAppError(error, EVENTS_MESSAGES.failure.favoritesLoad);
  }
}

export async function setFavorite(uid: string, event: Pick<EventRecord, "id" | "title" | "dateStart" | "dateEnd" | "timeZone">, on: boolean): Promise<void> {
  const db = await getDb();
  const ref = doc(db, "users", uid, "favorites", event.id);
  try {
    if (on) {
      // The end and zone too, so the favorites list shows the game's one time (issue 31).
      await setDoc(ref, {
        eventId: event.id,
        title: event.title.slice(0, 120),
        dateStart: Timestamp.fromMillis(event.dateStart),
        dateEnd: Timestamp.fromMillis(event.dateEnd),
        timeZone: event.timeZone.slice(0, 64),
        createdAt: serverTimestamp(),
      });
    } else await deleteDoc(ref);
  } catch (error) {
    throw toAppError(error, EVENTS_MESSAGES.failure.favoriteSave);
  }
}
