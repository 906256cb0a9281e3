import { data, redirect, useLoaderData, type LoaderFunctionArgs } from "react-router-dom";
import Avatar from "@mui/material/Avatar";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { currentHostMode, currentHostname } from "@/lib/hostMode";
import { appStore } from "@/lib/storeAccess";
import { teamsApi } from "../api/teamsApi";
import { resolveTeamPage } from "../model/teamGuard";
import type { Team, TeamPageMeta } from "../model/types";

export async function loader({ params }: LoaderFunctionArgs) {
  const hostMode = currentHostMode();
  const store = appStore();
  const result = await resolveTeamPage(
    { hostMode, host: currentHostname() || null, id: params.id },
    {
      getTeam: (id) => store.dispatch(teamsApi.endpoints.getTeam.initiate(id, { subscribe: false })).unwrap(),
      getTeamByDomain: (host) => store.dispatch(teamsApi.endpoints.getTeamByDomain.initiate(host, { subscribe: false })).unwrap(),
    },
  );
  if (result.kind === "redirect") {
    // On a team's own host the root is this very page, so "go to root" would loop: say the team is missing instead.
    if (hostMode !== "main") throw data("Team not found", { status: 404 });
    return redirect(result.to);
  }
  return { team: result.team, meta: result.meta };
}

export function Component() {
  const { team, meta } = useLoaderData<{ team: Team; meta: TeamPageMeta }>();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title={meta.title} description={meta.description} image={meta.image ?? undefined} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { sm: "center" } }}>
          <Avatar src={team.photoURL || undefined} alt="" sx={{ width: 96, height: 96, fontSize: 40 }}>
            {team.name.slice(0, 1)}
          </Avatar>
          <div>
            <Typography variant="h4" component="h1">
              {team.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: "wrap" }}>
              {team.gameType ? <Chip label={team.gameType} size="small" /> : null}
              {team.city ? <Chip label={team.city.name} size="small" variant="outlined" /> : null}
              <Chip label={`${team.memberIds.length} members`} size="small" variant="outlined" />
            </Stack>
          </div>
        </Stack>
        {team.description ? (
          <Typography sx={{ mt: 3, whiteSpace: "pre-line" }}>{team.description}</Typography>
        ) : null}
      </Paper>
    </Container>
  );
}
