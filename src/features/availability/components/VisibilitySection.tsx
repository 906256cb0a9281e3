import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { AvailabilityPrivacy, CommunityFilter } from "@rallyhub/domain/availability/types";

const COMMUNITY_LABELS: Record<CommunityFilter, string> = {
  none: "No community filter",
  any: "People who share any community with me",
  all: "People in all of my communities",
  specific: "People in communities I choose",
};

export interface VisibilitySectionProps {
  value: AvailabilityPrivacy;
  onChange: (value: AvailabilityPrivacy) => void;
  genders: string[];
  communities: Array<{ id: string; name: string }>;
}

/** Spec §2.9 availability privacy: public or filtered; the filters show only when filtered. */
export function VisibilitySection({ value, onChange, genders, communities }: VisibilitySectionProps) {
  const set = (patch: Partial<AvailabilityPrivacy>) => onChange({ ...value, ...patch });
  const toggleGender = (g: string, on: boolean) => set({ allowedGenders: on ? [...value.allowedGenders, g] : value.allowedGenders.filter((x) => x !== g) });
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="visibility-mode">Who can see my availability</FormLabel>
        <RadioGroup aria-labelledby="visibility-mode" value={value.visibilityMode} onChange={(e) => set({ visibilityMode: e.target.value === "filtered" ? "filtered" : "public" })}>
          <FormControlLabel value="public" control={<Radio />} label="Everyone" />
          <FormControlLabel value="filtered" control={<Radio />} label="Only people who match my filters" />
        </RadioGroup>
      </FormControl>
      {value.visibilityMode === "filtered" ? (
        <Stack spacing={2} sx={{ pl: { sm: 2 }, borderLeft: { sm: 2 }, borderColor: { sm: "divider" } }}>
          <FormControl component="fieldset">
            <FormLabel component="legend">Genders</FormLabel>
            <FormGroup row>
              {genders.map((g) => (
                <FormControlLabel key={g} control={<Checkbox checked={value.allowedGenders.includes(g)} onChange={(e) => toggleGender(g, e.target.checked)} />} label={g} />
              ))}
            </FormGroup>
            <Typography variant="caption" color="text.secondary">
              None checked: gender is not used to filter.
            </Typography>
          </FormControl>
          <TextField select label="Communities" value={value.communityFilter} onChange={(e) => set({ communityFilter: e.target.value as CommunityFilter })} sx={{ maxWidth: 420 }}>
            {(Object.keys(COMMUNITY_LABELS) as CommunityFilter[]).map((k) => (
              <MenuItem key={k} value={k}>
                {COMMUNITY_LABELS[k]}
              </MenuItem>
            ))}
          </TextField>
          {value.communityFilter === "specific" ? (
            communities.length === 0 ? (
              <Typography color="text.secondary">You are not in any community yet.</Typography>
            ) : (
              <FormControl component="fieldset">
                <FormLabel component="legend">Communities that may see it</FormLabel>
                <FormGroup>
                  {communities.map((c) => (
                    <FormControlLabel
                      key={c.id}
                      control={
                        <Checkbox
                          checked={value.allowedCommunities.includes(c.id)}
                          onChange={(e) => set({ allowedCommunities: e.target.checked ? [...value.allowedCommunities, c.id] : value.allowedCommunities.filter((x) => x !== c.id) })}
                        />
                      }
                      label={c.name}
                    />
                  ))}
                </FormGroup>
              </FormControl>
            )
          ) : null}
          <FormControlLabel control={<Switch checked={value.connectsOnly} onChange={(e) => set({ connectsOnly: e.target.checked })} />} label="Only my connections" />
          <FormControlLabel
            control={<Switch checked={value.requireAllFilters} onChange={(e) => set({ requireAllFilters: e.target.checked })} />}
            label={value.requireAllFilters ? "Viewers must match every filter" : "Viewers must match at least one filter"}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
