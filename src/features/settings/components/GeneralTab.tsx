import { useAppSelector } from "@/app/hooks";
import { PageLoader } from "@/components/PageLoader";
import { selectAuth } from "@/features/auth/model/authSlice";
import { ProfileForm } from "@/features/profile/components/ProfileForm";
import { useSaveProfile } from "@/features/profile/components/useSaveProfile";
import { isProfileComplete } from "@/features/users/model/types";

/** General: the profile form ('Settings', 'Save Changes' for an existing user). */
export default function GeneralTab() {
  const auth = useAppSelector(selectAuth);
  const isNew = !isProfileComplete(auth.profile);
  const save = useSaveProfile({ isNew });
  if (!auth.user) return <PageLoader />;
  return <ProfileForm key={auth.user.uid} isNew={isNew} profile={auth.profile} authEmail={auth.user.email ?? ""} onSave={save} />;
}
