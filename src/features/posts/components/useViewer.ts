import { useAppSelector } from "@/lib/hooks";
import { selectAuth, selectProfileReady } from "@/lib/session/authSlice";

export interface Viewer {
  /** Firebase Auth has answered: until then nothing is read (a signed-in reader's blocks would not apply). */
  known: boolean;
  uid: string | null;
  /** Signed in with a finished profile: may write posts. */
  canWrite: boolean;
}

/** Who is reading the post board. */
export function useViewer(): Viewer {
  const auth = useAppSelector(selectAuth);
  const profileReady = useAppSelector(selectProfileReady);
  return { known: auth.sdkReady, uid: auth.user?.uid ?? null, canWrite: profileReady };
}
