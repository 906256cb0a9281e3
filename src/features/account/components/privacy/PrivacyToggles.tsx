import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useRemoteFlag } from "@/components/useRemoteFlag";
import { useAppMutation } from "@/lib/useAppMutation";
import { useSetPrivacyToggleMutation } from "../../api/settingsApi";
import type { PrivacyToggle } from "../../api/privacyRepository";
import { usePrivacySettings } from "./usePrivacySettings";

interface ToggleSpec {
  key: PrivacyToggle;
  label: string;
  description: string;
}

const TOGGLES: readonly ToggleSpec[] = [
  { key: "messagesFromAnyone", label: "Messages from anyone", description: "Let players you are not connected with send you messages." },
  { key: "publicBadges", label: "Public badges", description: "Show your badges on your public profile." },
  { key: "publicOnlineStatus", label: "Public online status", description: "Let other players see when you are online." },
  { key: "publicUpcomingGames", label: "Public upcoming games", description: "Show the games you are going to on your public profile." },
];

/**
 * Spec §2.9, §6: the privacy toggles, each saved as soon as it changes. The
 * switch moves at once; when the save fails it goes back and the error is shown.
 * "Public badges" is there only while the badges flag is on.
 */
export function PrivacyToggles() {
  const { uid, settings } = usePrivacySettings();
  const badgesEnabled = useRemoteFlag("badgesEnabled");
  const [setToggle] = useAppMutation(useSetPrivacyToggleMutation, { success: "Privacy has been updated successfully." });

  const change = (key: PrivacyToggle, value: boolean) => setToggle({ uid, key, value });

  const shown = TOGGLES.filter((t) => t.key !== "publicBadges" || badgesEnabled);

  return (
    <List disablePadding aria-label="Privacy toggles">
      {shown.map((t) => {
        const descriptionId = `privacy-${t.key}-description`;
        return (
          <ListItem key={t.key} disableGutters divider sx={{ display: "block", py: 1 }}>
            <FormControlLabel
              labelPlacement="start"
              label={t.label}
              sx={{ ml: 0, width: "100%", justifyContent: "space-between", gap: 2 }}
              control={<Switch checked={settings[t.key]} onChange={(_e, checked) => void change(t.key, checked)} slotProps={{ input: { "aria-describedby": descriptionId } }} />}
            />
            <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ pr: 8 }}>
              {t.description}
            </Typography>
          </ListItem>
        );
      })}
    </List>
  );
}
