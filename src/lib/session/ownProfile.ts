import type { AppState } from "@/lib/state";
import { profileChanged } from "./authSlice";
import type { UserProfile } from "@/lib/session/userProfile";

interface MutationLifecycle {
  dispatch: (action: ReturnType<typeof profileChanged>) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * The optimistic update of a write to the signed-in user's own document: the
 * change shows at once in the session's profile (which the live profile
 * listener confirms a moment later), and if the write fails just that change
 * is taken back (`revert` runs on the profile as it is by then, given the one
 * from before, so changes that arrived meanwhile are kept).
 */
export async function patchOwnProfile(
  { dispatch, getState, queryFulfilled }: MutationLifecycle,
  apply: (profile: UserProfile) => UserProfile,
  revert: (profile: UserProfile, before: UserProfile) => UserProfile,
): Promise<void> {
  const profileNow = () => (getState() as AppState).auth.profile;
  const before = profileNow();
  if (before) dispatch(profileChanged(apply(before)));
  try {
    await queryFulfilled;
  } catch {
    const latest = profileNow();
    if (latest && before) dispatch(profileChanged(revert(latest, before)));
  }
}
