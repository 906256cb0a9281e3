import { useController, useFormContext, useFormState, useWatch } from "react-hook-form";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { selectUser } from "@/lib/session/authSlice";
import { useGetMyOrganizationsQuery } from "@/features/organizations/public";
import { useGetTeamsForUserQuery } from "@/features/teams/public";
import { useAppSelector } from "@/lib/hooks";
import { SITE_LIMITS } from "@rallyhub/domain/sites/constants";
import type { SiteContentInput } from "@rallyhub/domain/sites/model";
import { ImageField } from "./ImageField";

const NONE = "";

/** A select of ids where "none" is null in the form. */
function IdSelect({ name, label, options, helperText }: { name: "teamId" | "organizationId"; label: string; options: Array<{ id: string; name: string }>; helperText: string }) {
  const { control } = useFormContext<SiteContentInput>();
  const { field, fieldState } = useController({ control, name });
  const value = field.value ?? NONE;
  const known = options.some((o) => o.id === value);
  return (
    <TextField
      select
      label={label}
      fullWidth
      name={field.name}
      value={value}
      onChange={(e) => field.onChange(e.target.value === NONE ? null : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      <MenuItem value={NONE}>None</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
      {value && !known ? <MenuItem value={value}>{value}</MenuItem> : null}
    </TextField>
  );
}

function ColorField({ name, label }: { name: "settings.theme.primary" | "settings.theme.secondary"; label: string }) {
  const { control } = useFormContext<SiteContentInput>();
  const value = useWatch({ control, name });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
      <FormTextField name={name} control={control} label={label} type="color" sx={{ width: 120 }} />
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: "monospace" }} aria-hidden>
        {value}
      </Typography>
    </Stack>
  );
}

/** The whole site's settings: title, the team and organization it shows, logos, colors. */
export function SiteSettingsPanel() {
  const { control } = useFormContext<SiteContentInput>();
  const { errors } = useFormState<SiteContentInput>({ control });
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? "";
  const teams = useGetTeamsForUserQuery(uid, { skip: !uid });
  const orgs = useGetMyOrganizationsQuery(uid, { skip: !uid });
  const managed = (teams.data ?? []).filter((t) => t.managerIds.includes(uid)).map((t) => ({ id: t.id, name: t.name }));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="site-settings-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="site-settings-title" variant="h6" component="h2" gutterBottom>
        Site settings
      </Typography>
      <Stack spacing={2.5}>
        <FormTextField
          name="title"
          control={control}
          label="Site title"
          required
          fullWidth
          maxLength={SITE_LIMITS.title}
          helperText="Shown on every page and after each page's title in the browser tab"
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <IdSelect name="teamId" label="Team" options={managed} helperText={teams.isError ? "Your teams could not be loaded." : "Its games and roster blocks show this team (one you manage)"} />
          <IdSelect name="organizationId" label="Organization" options={(orgs.data ?? []).map((o) => ({ id: o.id, name: o.name }))} helperText="The site becomes this organization's website" />
        </Stack>
        <ImageField name="settings.logos.primary" label="Primary logo" helperText="In the header, and the browser tab's icon (the RallyHub logo without one)" />
        <ImageField name="settings.logos.secondary" label="Secondary logo" helperText="In the footer, e.g. a sponsor's or your league's logo" />
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Theme colors
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
            <ColorField name="settings.theme.primary" label="Main color" />
            <ColorField name="settings.theme.secondary" label="Button color" />
          </Stack>
          {errors.settings?.theme ? (
            <Typography color="error" variant="body2">
              {errors.settings.theme.primary?.message ?? errors.settings.theme.secondary?.message}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </Paper>
  );
}
