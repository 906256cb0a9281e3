import { useFormContext, useWatch } from "react-hook-form";
import Avatar from "@mui/material/Avatar";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import { FormCityField } from "@/components/form/FormCityField";
import { FormSelect } from "@/components/form/FormSelect";
import { FormTextField } from "@/components/form/FormTextField";
import type { CityValue } from "@/components/CityAutocomplete";
import { geohashFor } from "@/lib/geo";
import { TEAM_LIMITS } from "@rallyhub/domain/teams/schema";
import type { TopicRow } from "./TopicFields";

/** A team's city on a form: a picked city with its geohash (what the team stores). */
export type TeamCityValue = { name: string; lat: number; lng: number; hash: string } | null;

/** The fields a team's details share, on Create Team and on the team's Edit team form. */
export interface TeamDetailsValues {
  name: string;
  gameType: string;
  photoURL?: string;
  description?: string;
  city?: TeamCityValue;
  topics?: TopicRow[];
}

const useTeamForm = () => useFormContext<TeamDetailsValues>();

/** The team's name and game type (Create Team's first step). */
export function TeamNameFields({ gameTypes, gameTypesFailed }: { gameTypes: string[]; gameTypesFailed?: string }) {
  const { control } = useTeamForm();
  return (
    <>
      <FormTextField control={control} name="name" label="Team name" required maxLength={TEAM_LIMITS.name.max} />
      <FormSelect control={control} name="gameType" label="Game type" required helperText={gameTypesFailed}>
        {gameTypes.map((g) => (
          <MenuItem key={g} value={g}>
            {g}
          </MenuItem>
        ))}
      </FormSelect>
    </>
  );
}

/** The link to the team's logo or photo, beside the avatar it makes. */
export function TeamPhotoField({ letter, size }: { letter: string; size: number }) {
  const { control } = useTeamForm();
  const photoURL = useWatch({ control, name: "photoURL" }) ?? "";
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
      <Avatar src={photoURL || undefined} alt="" sx={{ width: size, height: size, ...(size > 64 ? { fontSize: 36 } : {}) }}>
        {letter.slice(0, 1)}
      </Avatar>
      <FormTextField control={control} name="photoURL" label="Photo link" type="url" fullWidth helperText="A link to your team's logo or photo (optional)" />
    </Stack>
  );
}

export function TeamDescriptionField({ minRows, helperText }: { minRows: number; helperText?: string }) {
  const { control } = useTeamForm();
  return <FormTextField control={control} name="description" label="Description" multiline minRows={minRows} maxLength={TEAM_LIMITS.description} helperText={helperText} />;
}

const teamCity = {
  toForm: (c: CityValue | null): TeamCityValue => (c ? { name: c.name, lat: c.lat, lng: c.lng, hash: geohashFor(c) } : null),
  fromForm: (value: unknown): CityValue | null => {
    const city = value as TeamCityValue | undefined;
    return city ? { name: city.name, lat: city.lat, lng: city.lng } : null;
  },
};

/** Where the team plays: a city picked from the list, kept with its geohash so players nearby find the team. */
export function TeamCityField({ helperText }: { helperText: string }) {
  const { control } = useTeamForm();
  return <FormCityField control={control} name="city" label="City" convert={teamCity} helperText={helperText} />;
}
