import { collection, getDocs, limit, orderBy, query, Timestamp, where } from "firebase/firestore";
import { call, getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { eventSchema } from "@rallyhub/domain/stored/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { todayIn } from "@rallyhub/domain/availability/dates";
import type { CheckInResult } from "@rallyhub/domain/scan/checkIn";
import { isToday, type TodayEvent } from "../model/todayEvents";
import { SCAN_MESSAGES } from "../messages";

const DAY_MS = 86_400_000;

/**
 * The games a user organizes that start today, each in its own time zone, soonest first.
 * Whatever the zone, today's games start within a day of now either side, so
 * one bounded range query (creatorId + dateStart, indexed) finds them all.
 */
export async function listTodaysEvents(uid: string, now: number, max = 50): Promise<TodayEvent[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(
      query(
        collection(db, "events"),
        where("creatorId", "==", uid),
        where("dateStart", ">", Timestamp.fromMillis(now - DAY_MS)),
        where("dateStart", "<", Timestamp.fromMillis(now + DAY_MS)),
        orderBy("dateStart"),
        limit(max),
      ),
    );
    return snap.docs
      .map((d): TodayEvent => {
        const event = readDoc(eventSchema, d);
        return {
          id: event.id,
          title: event.title,
          dateStart: event.dateStart,
          dateEnd: event.dateEnd,
          timeZone: event.timeZone,
          locationName: event.location.name,
          goingCount: event.goingCount,
          cancelled: event.cancelled,
        };
      })
      .filter((e) => !e.cancelled && isToday(e, now, todayIn));
  } catch (error) {
    throw toAppError(error, SCAN_MESSAGES.failure.todaysEvents);
  }
}

/** The organizer checks a player in (the server checks who may, and when). */
export async function checkInPlayer(input: { eventId: string; uid: string }): Promise<CheckInResult> {
  try {
    return await call("checkInPlayer", input);
  } catch (error) {
    throw toAppError(error, SCAN_MESSAGES.failure.checkIn);
  }
}
