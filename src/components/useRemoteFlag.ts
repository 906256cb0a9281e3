import { api } from "@/lib/api";
import { getFlag, peekFlag, type RemoteFlag } from "@/lib/remoteConfig";

const remoteFlagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A remote feature flag (spec §1, §7); the in-app default on any failure, so it never errors. */
    getRemoteFlag: build.query<boolean, RemoteFlag>({
      queryFn: async (name) => ({ data: await getFlag(name).catch(() => peekFlag(name)) }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

/**
 * A remote feature flag for rendering: the in-app default (or the value
 * already fetched) at first, then the published value.
 */
export function useRemoteFlag(name: RemoteFlag): boolean {
  const { data } = remoteFlagsApi.useGetRemoteFlagQuery(name);
  return data ?? peekFlag(name);
}
