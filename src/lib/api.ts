import { createApi, fakeBaseQuery } from "@reduxjs/toolkit/query/react";
import type { SerializedAppError } from "./errors";
import { injectIntoStore } from "./storeInjection";

/**
 * The one RTK Query api. Features add their endpoints with injectEndpoints;
 * repositories do the Firestore work and return plain objects. Live data uses
 * onCacheEntryAdded and always unsubscribes when the cache entry goes away.
 * It joins the store when first imported (see storeInjection.ts).
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: fakeBaseQuery<SerializedAppError>(),
  tagTypes: [
    "User",
    "Profile",
    "Availability",
    "Team",
    "Event",
    "Place",
    "Post",
    "Site",
    "Organization",
    "Form",
    "Notification",
    "FamilyConnection",
    "Conversation",
    "Plan",
    "Mail",
  ],
  endpoints: () => ({}),
});

injectIntoStore({ reducerPath: api.reducerPath, reducer: api.reducer, middleware: api.middleware });
