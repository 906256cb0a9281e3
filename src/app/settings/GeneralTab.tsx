import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import { useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { selectAuth } from "@/lib/session/authSlice";
import { AlternateEmailsCard } from "@/features/account/public";
import { AvatarPicker } from "@/features/account/public";
import { FamilyMembersCard } from "@/features/account/public";
import { ProfileForm } from "@/features/profile/public";
import { useSaveProfile } from "@/features/profile/public";
import { isProfileComplete } from "@/lib/session/userProfile";

/**
 * General (spec §2.7): the avatar, the profile form ('More Information' /
 * 'Setup Account' for a new user, 'Settings' / 'Save Changes' later), and the
 * alternate e-mails and family members cards.
 */
export default function GeneralTab() {
  const auth = useAppSelector(selectAuth);
  const isNew = !isProfileComplete(auth.profile);
  const save = useSaveProfile({ isNew });
  if (!auth.user) return <PageLoader />;
  return (
    <Stack spacing={3}>
      <AvatarPicker />
      <ProfileForm key={auth.user.uid} isNew={isNew} profile={auth.profile} authEmail={auth.user.email ?? ""} onSave={save} />
      {auth.profile ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <AlternateEmailsCard />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FamilyMembersCard />
          </Grid>
        </Grid>
      ) : null}
    </Stack>
  );
}
