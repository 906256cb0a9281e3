import { useState } from "react";
import { Navigate, useSearchParams } from "react-router-dom";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { PageHead } from "@/components/PageHead";
import { brand } from "@/lib/brand";
import { selectAuth } from "@/lib/session/authSlice";
import { safeReturnPath } from "@/lib/session/paths";
import { AvatarPicker } from "@/features/account/public";
import { isProfileComplete } from "@/lib/session/userProfile";
import { ProfileForm } from "./ProfileForm";
import { useSaveProfile } from "./useSaveProfile";

/** user-onboarding: the new-user profile form ('More Information', 'Setup Account'). */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const [params] = useSearchParams();
  const save = useSaveProfile({ isNew: true });
  // While this form saves, the live profile turns complete: the form's own next step decides where to go.
  const [saving, setSaving] = useState(false);
  const onSave = async (input: Parameters<typeof save>[0]) => {
    setSaving(true);
    try {
      await save(input);
    } catch (error) {
      setSaving(false);
      throw error;
    }
  };
  if (isProfileComplete(auth.profile) && !saving) return <Navigate to={safeReturnPath(params.get("returnUrl"))} replace />;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 } }}>
      <PageHead title="Complete your profile" robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        Welcome to {brand.productName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Tell us a little about you so we can show games and players near you.
      </Typography>
      {/* Spec §2.6: the general-only settings variant shows the profile form next to an image. */}
      <Grid container spacing={3} sx={{ alignItems: "flex-start" }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
            <Stack spacing={3}>
              <AvatarPicker />
              <ProfileForm isNew profile={auth.profile} authEmail={auth.user?.email ?? ""} onSave={onSave} />
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ md: 4 }} sx={{ display: { xs: "none", md: "block" } }}>
          <Box component="img" src="/onboarding.svg" alt="" sx={{ width: "100%", position: "sticky", top: 88 }} />
        </Grid>
      </Grid>
    </Container>
  );
}
