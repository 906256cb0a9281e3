import { useId, useMemo } from "react";
import { useWatch } from "react-hook-form";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { z } from "zod";
import { APP_MESSAGES } from "@/lib/messages";
import { FormAutocomplete } from "@/components/form/FormAutocomplete";
import { FormCityField } from "@/components/form/FormCityField";
import { FormDateField } from "@/components/form/FormDateField";
import { FormFailure } from "@/components/form/FormFailure";
import { FormSelect } from "@/components/form/FormSelect";
import { FormCheckbox } from "@/components/form/FormSwitch";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { fieldsValid, useZodForm, ZodForm } from "@/components/form/ZodForm";
import { JOIN_REASONS, type UserProfile } from "@/lib/session/userProfile";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { gendersForProfile, JOIN_REASON_LABELS, PRONOUNS } from "@/lib/profileOptions/options";
import { birthdateBounds, PROFILE_LIMITS, profileSchema, stillNeeded, type ProfileFormValues, type ProfileInput } from "../model/profileSchema";
import { PROFILE_MESSAGES } from "../messages";

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

/** Spec §2.7 profile form, with every rule of §5 Profile: a ZodForm on the profile schema. */
export function ProfileForm({ isNew, profile, authEmail, onSave }: ProfileFormProps) {
  const schema = useMemo(() => profileSchema(new Date(), authEmail), [authEmail]);
  const bounds = useMemo(() => birthdateBounds(new Date()), []);
  const options = useGetProfileOptionsQuery(undefined);
  const form = useZodForm(schema, { mode: "onChange", defaultValues: defaultsFrom(profile, authEmail, isNew) });
  const { control, formState } = form;
  const [fullName, email, city] = useWatch({ control, name: ["fullName", "email", "city"] });
  // Issue 31: the button stays disabled until the form is valid (spec §5), and says what is left.
  const values = useWatch({ control });
  const leftId = useId();
  const left = useMemo(() => {
    const checked = schema.safeParse(values);
    return checked.success ? [] : stillNeeded(checked.error.issues);
  }, [schema, values]);
  // Spec §5: the e-mail field is disabled once full name and e-mail are valid. It locks
  // only on the account's own address, so typing a new one is never cut off mid-word.
  const emailLocked = fullNameOk(fullName) && emailOk(email) && email.trim().toLowerCase() === (profile?.email || authEmail).toLowerCase();
  // A failed save (in the form) leaves the fields valid: the same button tries again.
  const canSave = fieldsValid(formState) && Boolean(city?.name);
  const genders = gendersForProfile((options.data?.genders ?? []).map((label) => ({ label })));
  const gameTypes = options.data?.gameTypes ?? [];

  return (
    // A rejected save shows in FormFailure (its AppError's message, else the profile's own); every value stays.
    <ZodForm form={form} onSubmit={onSave} failureMessage={APP_MESSAGES.failure.profileSave} aria-labelledby="profile-form-title">
      <Typography id="profile-form-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        {isNew ? "More Information" : "Settings"}
      </Typography>
      {options.isError ? (
        <Alert severity="warning" sx={{ mb: 2 }} action={<Button onClick={() => void options.refetch()}>Retry</Button>}>
          We couldn't load the list of sports and genders.
        </Alert>
      ) : null}
      <FormFailure sx={{ mb: 2 }} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            name="displayName"
            control={control}
            label="Display Name"
            required
            fullWidth
            maxLength={PROFILE_LIMITS.displayName.max}
            autoComplete="nickname"
            helperText="How other players see you"
          />
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
          <FormSelect name="gender" control={control} label="Gender" required fullWidth>
            {genders.map((g) => (
              <MenuItem key={g} value={g}>
                {g}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelect name="pronouns" control={control} label="Pronouns" fullWidth>
            {PRONOUNS.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={12}>
          <FormAutocomplete name="sports" control={control} multiple options={gameTypes} loading={options.isLoading} label="Sports / Games" required helperText="Pick the sports you play" />
        </Grid>
        <Grid size={12}>
          <FormSelect name="joinReason" control={control} label="Why are you joining?" required fullWidth>
            {JOIN_REASONS.map((r) => (
              <MenuItem key={r} value={r}>
                {JOIN_REASON_LABELS[r]}
              </MenuItem>
            ))}
          </FormSelect>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormCityField name="city" control={control} label="Go-To Area to Play" required helperText="A US city, picked from the list" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            name="birthdate"
            control={control}
            label="Birthdate"
            fullWidth
            minDate={bounds.min}
            maxDate={bounds.max}
            openTo="year"
            views={["year", "month", "day"]}
            format="MM/dd/yyyy"
            helperText="MM/DD/YYYY"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField name="phoneNumber" control={control} label="Phone" type="tel" fullWidth autoComplete="tel" />
        </Grid>
        <Grid size={12}>
          <FormCheckbox
            name="agree"
            control={control}
            label={
              <span>
                I agree to the{" "}
                <Link href="/faqs" target="_blank" rel="noopener">
                  Terms of Service and Privacy Policy
                </Link>
              </span>
            }
          />
        </Grid>
      </Grid>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mt: 3, justifyContent: "flex-end", alignItems: { xs: "stretch", sm: "center" } }}>
        {!canSave && left.length > 0 ? (
          <Typography id={leftId} variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {PROFILE_MESSAGES.stillNeeded} {left.join(", ")}.
          </Typography>
        ) : null}
        <SubmitButton busy={formState.isSubmitting} disabled={!canSave} aria-describedby={!canSave && left.length > 0 ? leftId : undefined} sx={{ alignSelf: { xs: "flex-end", sm: "center" } }}>
          {isNew ? "Setup Account" : "Save Changes"}
        </SubmitButton>
      </Stack>
    </ZodForm>
  );
}
