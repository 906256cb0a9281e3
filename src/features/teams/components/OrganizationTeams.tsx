import { Link as RouterLink } from "react-router-dom";
import Avatar from "@mui/material/Avatar";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LoadingBlock } from "@/components/LoadingBlock";
import { useGetOrganizationTeamsQuery } from "../api/teamsApi";
import { groupByLeague } from "../model/leagues";

/** An organization's teams, grouped into leagues (teams without one come last, under 'Other teams'). */
export function OrganizationTeams({ organizationId, headingLevel = "h2" }: { organizationId: string; headingLevel?: "h2" | "h3" }) {
  const teams = useGetOrganizationTeamsQuery(organizationId);
  if (teams.isLoading) return <LoadingBlock label="Loading the teams" height={96} />;
  const groups = groupByLeague(teams.data ?? []);
  if (groups.length === 0) return <Typography color="text.secondary">No teams exist</Typography>;
  const sub = headingLevel === "h2" ? "h3" : "h4";
  return (
    <Stack spacing={2}>
      {groups.map((g) => (
        <section key={g.league ?? "other"} aria-label={g.league ?? "Other teams"}>
          <Typography variant="subtitle1" component={sub} sx={{ fontWeight: 600 }}>
            {g.league ?? "Other teams"}
          </Typography>
          <List dense disablePadding>
            {g.teams.map((t) => (
              <ListItem key={t.id} disablePadding>
                <ListItemButton component={RouterLink} to={`/team/${t.id}`}>
                  <ListItemAvatar>
                    <Avatar src={t.photoURL || undefined} alt="">
                      {t.name.slice(0, 1)}
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText primary={t.name} secondary={[t.gameType, `${t.memberCount} member${t.memberCount === 1 ? "" : "s"}`].filter(Boolean).join(" · ")} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
