import { useRef, useState } from "react";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useRemoteFlag } from "@/components/useRemoteFlag";
import { toast } from "@/lib/toast";
import { setPrivacyToggle, type PrivacyToggle } from "@/features/account/api/privacyRepository";
import { messageOf, usePrivacySettings, withoutKey } from "./usePrivacySettings";

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
  const { uid, settings, applySaved } = usePrivacySettings();
  const badgesEnabled = useRemoteFlag("badgesEnabled");
  // What the user just chose, shown until its save settles.
  const [pending, setPending] = useState<Partial<Record<PrivacyToggle, boolean>>>({});
  // The latest request per toggle: an older answer never overrides a newer choice.
  const requests = useRef<Partial<Record<PrivacyToggle, number>>>({});

  const forget = (key: PrivacyToggle) => setPending((p) => withoutKey(p, key));

  const change = async (key: PrivacyToggle, value: boolean) => {
    const request = (requests.current[key] ?? 0) + 1;
    requests.current[key] = request;
    setPending((p) => ({ ...p, [key]: value }));
    try {
      await setPrivacyToggle(uid, key, value);
      if (requests.current[key] === request) {
        applySaved((s) => ({ ...s, [key]: value }));
        forget(key);
      }
      toast.success("Privacy has been updated successfully.");
    } catch (error) {
      // Back to the saved value.
      if (requests.current[key] === request) forget(key);
      toast.error(messageOf(error, "Privacy could not be updated. Please try again."));
    }
  };

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
              control={
                <Switch
                  checked={pending[t.key] ?? settings[t.key]}
                  onChange={(_e, checked) => void change(t.key, checked)}
                  slotProps={{ input: { "aria-describedby": descriptionId } }}
                />
              }
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
