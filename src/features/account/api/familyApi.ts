import { api, attempt, attemptWrite } from "@/lib/api";
import { liveQuery, type Watch } from "@/lib/liveQuery";
import { APP_MESSAGES } from "@/lib/messages";
import { removeFamilyConnection, respondToFamilyRequest, sendFamilyRequest, watchConnections, type FamilyConnection } from "./familyRepository";

const connectionsOf =
  (uid: string): Watch<FamilyConnection[]> =>
  (onChange, onError) =>
    watchConnections(uid, onChange, onError);

/**
 * Spec §7 Family connections. Connections join two people, so the server
 * writes them (callables); the list is live, so a request answered on another
 * device shows here at once.
 */
export const familyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFamilyConnections: build.query<FamilyConnection[], string>({
      ...liveQuery(connectionsOf, APP_MESSAGES.failure.familyLoad),
      providesTags: (_r, _e, uid) => [{ type: "FamilyConnection", id: uid }],
      // No listener outlives its screen.
      keepUnusedDataFor: 0,
    }),
    sendFamilyRequest: build.mutation<string, { recipientId: string; relation: string; age: number | null; phoneNumber: string }>({
      queryFn: (input) => attempt(() => sendFamilyRequest(input), APP_MESSAGES.failure.familyRequest),
    }),
    respondFamilyRequest: build.mutation<null, { connectionId: string; accept: boolean }>({
      queryFn: ({ connectionId, accept }) => attemptWrite(() => respondToFamilyRequest(connectionId, accept), APP_MESSAGES.failure.familyRespond),
    }),
    removeFamilyConnection: build.mutation<null, { uid: string; connectionId: string }>({
      queryFn: ({ connectionId }) => attemptWrite(() => removeFamilyConnection(connectionId), APP_MESSAGES.failure.familyRemove),
      // It leaves the list at once, and comes back if the server refuses.
      onQueryStarted: async ({ uid, connectionId }, { dispatch, queryFulfilled }) => {
        const patch = dispatch(familyApi.util.updateQueryData("getFamilyConnections", uid, (list) => list.filter((c) => c.id !== connectionId)));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useGetFamilyConnectionsQuery, useSendFamilyRequestMutation, useRespondFamilyRequestMutation, useRemoveFamilyConnectionMutation } = familyApi;
