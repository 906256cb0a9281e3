import { api, attempt } from "@/lib/api";
import type { CheckInResult } from "@rallyhub/domain/scan/checkIn";
import type { TodayEvent } from "../model/todayEvents";
import { checkInPlayer, listTodaysEvents } from "./scanRepository";
import { SCAN_MESSAGES } from "../messages";

/** The scan page's data: the organizer's games today, and the door check-in (a callable). */
export const scanApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The games the user organizes that start today (the day is part of the key, so a page left open past midnight asks again). */
    getTodaysEvents: build.query<TodayEvent[], { uid: string; day: string }>({
      queryFn: ({ uid }) => attempt(() => listTodaysEvents(uid, Date.now()), SCAN_MESSAGES.failure.todaysEvents),
      providesTags: [{ type: "Event", id: "TODAY" }],
    }),
    checkInPlayer: build.mutation<CheckInResult, { eventId: string; uid: string }>({
      queryFn: (input) => attempt(() => checkInPlayer(input), SCAN_MESSAGES.failure.checkIn),
    }),
  }),
});

export const { useGetTodaysEventsQuery, useCheckInPlayerMutation } = scanApi;
