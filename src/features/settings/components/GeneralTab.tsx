import { useState } from "react";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/app/hooks";
import { PageLoader } from "@/components/PageLoader";
import { selectAuth } from "@/features/auth/model/authSlice";
import { AlternateEmailsCard } from "@/features/account/components/AlternateEmailsCard";
import { AvatarDialog } from "@/features/account/components/AvatarDialog";
import { FamilyMembersCard } from "@/features/account/components/FamilyMembersCard";
import { ProfileForm } from "@/features/profile/components/ProfileForm";
import { useSaveProfile } from "@/features/profile/components/useSaveProfile";
import { isProfileComplete } from "@/features/users/model/types";

/** General: the avatar, the profile form ('Settings', 'Save Changes' for an existing user), alternate e-mails and family members. */
export default function GeneralTab() {
  const auth = useAppSelector(selectAuth);
  const isNew = !isProfileComplete(auth.profile);
  const save = useSaveProfile({ isNew });
  const [avatarOpen, setAvatarOpen] = useState(false);
  if (!auth.user) return <PageLoader />;
  const name = auth.profile?.displayName || auth.user.displayName || auth.user.email || "";
  return (
    <Stack spacing={3}>
      {!isNew ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <Avatar src={auth.profile?.photoURL || undefined} alt="" sx={{ width: 72, height: 72, fontSize: 28 }}>
            {name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
            <Button size="small" onClick={() => setAvatarOpen(true)}>
              Change photo
            </Button>
          </div>
          <AvatarDialog uid={auth.user.uid} name={name} open={avatarOpen} onClose={() => setAvatarOpen(false)} />
        </Stack>
      ) : null}
      <ProfileForm key={auth.user.uid} isNew={isNew} profile={auth.profile} authEmail={auth.user.email ?? ""} onSave={save} />
      {!isNew ? (
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
