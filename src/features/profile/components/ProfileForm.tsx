import { useMemo, useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { DatePicker } from "@mui/x-date-pickers/DatePicker";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { z } from "zod";
import { FAILURE } from "@/lib/messages";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import { JOIN_REASONS, type UserProfile } from "@/lib/session/userProfile";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { gendersForProfile, JOIN_REASON_LABELS, PRONOUNS } from "@/lib/profileOptions/options";
import { birthdateBounds, PROFILE_LIMITS, profileSchema, type ProfileFormValues, type ProfileInput } from "../model/profileSchema";

export interface ProfileFormProps {
  /** A new user (no additional info yet) sees 'More Information' and 'Setup Account'. */
  isNew: boolean;
  profile: UserProfile | null;
  authEmail: string;
  onSave: (input: ProfileInput) => Promise<void>;
}

function defaultsFrom(profile: UserProfile | null, authEmail: string, isNew: boolean): ProfileFormValues {
  const pronoun = PRONOUNS.find((p) => p === profile?.additionalInfo?.pronoun) ?? "";
  return {
    displayName: profile?.displayName ?? "",
    fullName: profile?.fullName ?? "",
    lastName: profile?.lastName ?? "",
    email: profile?.email || authEmail,
    gender: profile?.additionalInfo?.gender ?? "",
    pronouns: pronoun,
    sports: profile?.additionalInfo?.sports ?? [],
    joinReason: profile?.joinReason ?? "",
    city: profile?.defaultCity ? { name: profile.defaultCity.name, lat: profile.defaultCity.lat, lng: profile.defaultCity.lng } : null,
    birthdate: profile?.birthdate ? new Date(profile.birthdate) : null,
    phoneNumber: profile?.phoneNumber ?? "",
    agree: !isNew,
  };
}

const emailOk = (v: string) => z.email().safeParse(v.trim()).success && v.trim().length <= PROFILE_LIMITS.email.max;
const fullNameOk = (v: string) => v.trim().length >= PROFILE_LIMITS.fullName.min && v.trim().length <= PROFILE_LIMITS.fullName.max;

/** Spec §2.7 profile form, with every rule of §5 Profile. */
export function ProfileForm({ isNew, profile, authEmail, onSave }: ProfileFormProps) {
  const schema = useMemo(() => profileSchema(new Date(), authEmail), [authEmail]);
  const bounds = useMemo(() => birthdateBounds(new Date()), []);
  const options = useGetProfileOptionsQuery(undefined);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(schema) as unknown as Resolver<ProfileFormValues, unknown, ProfileInput>,
    mode: "onChange",
    defaultValues: defaultsFrom(profile, authEmail, isNew),
  });
  const [fullName, email, city] = useWatch({ control, name: ["fullName", "email", "city"] });
  // Spec §5: the e-mail field is disabled once full name and e-mail are valid. It locks
  // only on the account's own address, so typing a new one is never cut off mid-word.
  const emailLocked = fullNameOk(fullName) && emailOk(email) && email.trim().toLowerCase() === (profile?.email || authEmail).toLowerCase();
  const canSave = formState.isValid && Boolean(city?.name);
  const genders = gendersForProfile((options.data?.genders ?? []).map((label) => ({ label })));
  const gameTypes = options.data?.gameTypes ?? [];

  const submit = handleSubmit(async (input) => {
    setSaveError(null);
    try {
      await onSave(input);
    } catch (error) {
      const message = typeof error === "object" && error !== null && "message" in error && typeof error.message === "string" ? error.message : "";
      setSaveError(message || FAILURE.profileSave);
    }
  });

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby="profile-form-title">
        <Typography id="profile-form-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          {isNew ? "More Information" : "Settings"}
        </Typography>
        {options.isError ? (
          <Alert severity="warning" sx={{ mb: 2 }} action={<Button onClick={() => void options.refetch()}>Retry</Button>}>
            We couldn't load the list of sports and genders.
          </Alert>
        ) : null}
        {saveError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {saveError}
          </Alert>
        ) : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="displayName" control={control} label="Display Name" required fullWidth maxLength={PROFILE_LIMITS.displayName.max} autoComplete="nickname" helperText="How other players see you" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="email" control={control} label="Email" type="email" required fullWidth disabled={emailLocked} maxLength={PROFILE_LIMITS.email.max} autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="fullName" control={control} label="First Name" required fullWidth maxLength={PROFILE_LIMITS.fullName.max} autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="lastName" control={control} label="Last Name" fullWidth maxLength={PROFILE_LIMITS.lastName.max} autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="gender"
              control={control}
              render={({ field, fieldState }) => (
                <TextField select label="Gender" required fullWidth {...field} value={field.value} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                  {genders.map((g) => (
                    <MenuItem key={g} value={g}>
                      {g}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="pronouns"
              control={control}
              render={({ field, fieldState }) => (
                <TextField select label="Pronouns" required fullWidth {...field} value={field.value} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                  {PRONOUNS.map((p) => (
                    <MenuItem key={p} value={p}>
                      {p}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="sports"
              control={control}
              render={({ field, fieldState }) => (
                <Autocomplete
                  multiple
                  options={gameTypes}
                  value={field.value}
                  onChange={(_e, value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  loading={options.isLoading}
                  renderInput={(params) => (
                    <TextField {...params} label="Sports / Games" required error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? "Pick the sports you play"} />
                  )}
                />
              )}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="joinReason"
              control={control}
              render={({ field, fieldState }) => (
                <TextField select label="Why are you joining?" required fullWidth {...field} value={field.value} error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                  {JOIN_REASONS.map((r) => (
                    <MenuItem key={r} value={r}>
                      {JOIN_REASON_LABELS[r]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="city"
              control={control}
              render={({ field, fieldState }) => (
                <CityAutocomplete
                  name="city"
                  label="Go-To Area to Play"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  helperText="A US city, picked from the list"
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="birthdate"
              control={control}
              render={({ field, fieldState }) => (
                <DatePicker
                  label="Birthdate"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  minDate={bounds.min}
                  maxDate={bounds.max}
                  openTo="year"
                  views={["year", "month", "day"]}
                  format="MM/dd/yyyy"
                  slotProps={{
                    textField: {
                      name: "birthdate",
                      required: true,
                      fullWidth: true,
                      onBlur: field.onBlur,
                      error: Boolean(fieldState.error),
                      helperText: fieldState.error?.message ?? "MM/DD/YYYY",
                    },
                  }}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="phoneNumber" control={control} label="Phone" type="tel" fullWidth autoComplete="tel" />
          </Grid>
          <Grid size={12}>
            <Controller
              name="agree"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)}>
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                    label={
                      <span>
                        I agree to the{" "}
                        <Link href="/faqs" target="_blank" rel="noopener">
                          Terms of Service and Privacy Policy
                        </Link>
                      </span>
                    }
                  />
                  {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                </FormControl>
              )}
            />
          </Grid>
        </Grid>
        <Stack direction="row" sx={{ mt: 3, justifyContent: "flex-end" }}>
          <SubmitButton busy={formState.isSubmitting} disabled={!canSave}>
            {isNew ? "Setup Account" : "Save Changes"}
          </SubmitButton>
        </Stack>
      </Box>
    </LocalizationProvider>
  );
}
