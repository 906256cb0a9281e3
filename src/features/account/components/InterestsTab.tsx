import { useMemo, useState } from "react";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/app/hooks";
import { PageLoader } from "@/components/PageLoader";
import { SubmitButton } from "@/components/form/SubmitButton";
import { toast } from "@/lib/toast";
import { selectAuth } from "@/features/auth/model/authSlice";
import { useGetProfileOptionsQuery } from "@/features/profile/api/profileOptionsApi";
import { updatePublicProfile, updateUserFields } from "../api/userSettings";

/** Interests (tab key 'sports'): the sports a player plays and, per sport, whether they're up for games now. */
export default function InterestsTab() {
  const auth = useAppSelector(selectAuth);
  const options = useGetProfileOptionsQuery(undefined);
  const initialSports = useMemo(() => auth.profile?.additionalInfo?.sports ?? [], [auth.profile?.additionalInfo?.sports]);
  const [sports, setSports] = useState<string[]>(initialSports);
  const [toggles, setToggles] = useState<Record<string, boolean>>(() => Object.fromEntries((auth.profile?.sportAvailability ?? []).map((s) => [s.sport, s.toggle])));
  const [saving, setSaving] = useState(false);
  if (!auth.user) return <PageLoader />;
  const uid = auth.user.uid;

  const save = async () => {
    if (sports.length === 0) return;
    setSaving(true);
    const sportAvailability = sports.map((sport) => ({ sport, toggle: toggles[sport] ?? true }));
    try {
      await Promise.all([
        updateUserFields(uid, { sports, "additionalInfo.sports": sports, sportAvailability }, "Your interests could not be saved. Please try again."),
        updatePublicProfile(uid, { sports }, "Your interests could not be saved. Please try again."),
      ]);
      toast.success("Updated user data successfully.");
    } catch (error) {
      toast.error(error instanceof Error ? error.message : "Your interests could not be saved. Please try again.");
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={3} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())} aria-labelledby="interests-title">
      <Typography id="interests-title" variant="h5" component="h2">
        Interests
      </Typography>
      {options.isError ? (
        <Alert severity="warning" action={<Button onClick={() => void options.refetch()}>Retry</Button>}>
          We couldn't load the list of sports.
        </Alert>
      ) : null}
      <Autocomplete
        multiple
        options={options.data?.gameTypes ?? []}
        loading={options.isLoading}
        value={sports}
        onChange={(_e, v) => setSports(v)}
        renderInput={(params) => <TextField {...params} label="Sports / Games" error={sports.length === 0} helperText={sports.length === 0 ? "Pick atleast one" : "The sports you play"} />}
      />
      {sports.length > 0 ? (
        <Stack>
          <Typography variant="subtitle1" component="h3">
            Up for games
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Turn a sport off to stop invitations for it for now.
          </Typography>
          {sports.map((sport) => (
            <FormControlLabel key={sport} control={<Switch checked={toggles[sport] ?? true} onChange={(e) => setToggles({ ...toggles, [sport]: e.target.checked })} />} label={sport} />
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <SubmitButton busy={saving} disabled={sports.length === 0}>
          Save interests
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
