import { useState } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { logAnalyticsEvent } from "@/lib/analytics";
import { toast } from "@/lib/toast";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetTeamsForUserQuery } from "@/features/teams/public";
import { NOTIFICATION_CATEGORIES, type ChannelSetting } from "@/lib/session/userDefaults";
import { useSetNotificationSettingMutation } from "@/features/account/api/settingsApi";
import { useAppMutation } from "@/lib/useAppMutation";
import {
  CHANNEL_LABELS,
  channelValue,
  communityRows,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_CHANNELS,
  settingFieldPath,
  type NotificationChannel,
} from "@/features/account/model/notificationSettings";

const SAVED_MESSAGE = "Updated user data successfully.";

interface Row {
  key: string;
  label: string;
  description?: string;
  /** The start of each switch's accessible name, e.g. 'News' gives 'News by email'. */
  name: string;
}

/** Settings tab 'notification' (spec §2.9, §3 Notification settings): per category and per community, e-mail and push. */
export default function NotificationSettingsTab() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const teams = useGetTeamsForUserQuery(uid, { skip: !uid });
  const [setSetting] = useAppMutation(useSetNotificationSettingMutation);

  if (!uid || !auth.profile) return <PageLoader label="Loading your notification settings" />;
  const settings: Readonly<Record<string, ChannelSetting | undefined>> = auth.profile.notificationSettings;

  const shown = (key: string, channel: NotificationChannel) => channelValue(settings, key, channel);

  /** The switch moves at once (the mutation patches the profile) and goes back if the save fails. */
  const toggle = async (key: string, channel: NotificationChannel, value: boolean) => {
    const path = settingFieldPath(key, channel);
    setPending((prev) => new Set(prev).add(path));
    const saved = await setSetting({ uid, key, channel, value });
    if (!saved.error) {
      toast.success(SAVED_MESSAGE, { duration: "short" });
      logAnalyticsEvent("notification_settings_updated", { setting: key, channel, enabled: value });
    }
    setPending((prev) => {
      const next = new Set(prev);
      next.delete(path);
      return next;
    });
  };

  const table = (rows: Row[], label: string) => (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Notify me about</TableCell>
            {NOTIFICATION_CHANNELS.map((c) => (
              <TableCell key={c} align="center" sx={{ width: 96 }}>
                {CHANNEL_LABELS[c]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover>
              <TableCell component="th" scope="row">
                <Typography>{row.label}</Typography>
                {row.description ? (
                  <Typography variant="body2" color="text.secondary">
                    {row.description}
                  </Typography>
                ) : null}
              </TableCell>
              {NOTIFICATION_CHANNELS.map((c) => (
                <TableCell key={c} align="center">
                  <Switch
                    checked={shown(row.key, c)}
                    disabled={pending.has(settingFieldPath(row.key, c))}
                    onChange={(e) => void toggle(row.key, c, e.target.checked)}
                    slotProps={{ input: { "aria-label": `${row.name} by ${c}` } }}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

  const categoryRows: Row[] = NOTIFICATION_CATEGORIES.map((c) => ({ key: c, label: NOTIFICATION_CATEGORY_LABELS[c], name: NOTIFICATION_CATEGORY_LABELS[c] }));

  const communities = () => {
    if (teams.isLoading) {
      return (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: "center", py: 2 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">Loading your communities…</Typography>
        </Stack>
      );
    }
    if (teams.isError) {
      return (
        <Alert severity="error" action={<Button onClick={() => void teams.refetch()}>Retry</Button>}>
          Your communities could not be loaded. Check your connection and try again.
        </Alert>
      );
    }
    const list = teams.data ?? [];
    if (list.length === 0) return <Typography color="text.secondary">No topics configured</Typography>;
    return (
      <Stack spacing={3}>
        {list.map((team) => (
          <Box key={team.id} component="section" aria-labelledby={`topics-${team.id}`}>
            <Typography id={`topics-${team.id}`} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
              {team.name}
            </Typography>
            {table(
              communityRows(team).map((r) => ({ ...r, name: `${team.name}: ${r.label}` })),
              `${team.name} notifications`,
            )}
            {team.topics.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                No topics configured
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    );
  };

  return (
    <Stack spacing={4}>
      <Box>
        <Typography variant="h5" component="h2" gutterBottom>
          Notification Settings
        </Typography>
        <Typography color="text.secondary">Choose how we tell you about things. Each switch is saved as soon as you flip it.</Typography>
      </Box>
      <Box component="section" aria-labelledby="notification-categories-title">
        <Typography id="notification-categories-title" variant="h6" component="h3" gutterBottom>
          General
        </Typography>
        {table(categoryRows, "Notification categories")}
      </Box>
      <Box component="section" aria-labelledby="notification-communities-title">
        <Typography id="notification-communities-title" variant="h6" component="h3" gutterBottom>
          Community topics
        </Typography>
        {communities()}
      </Box>
    </Stack>
  );
}
