import { useState } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useAppSelector } from "@/lib/hooks";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { useGetTeamsForUserQuery } from "@/features/teams/public";
import { useGetEventQuery, useSaveEventMutation } from "../api/eventsApi";
import { inputOf } from "../model/eventInput";
import { viewerGameTime } from "@/lib/gameTime";
import { CancelGameDialog } from "./CancelGameDialog";
import { EventForm } from "./EventForm";
import { FindPlayersTab } from "./FindPlayersTab";
import { ManagePlayersTab } from "./ManagePlayersTab";

const TABS = ["details", "players", "find"] as const;
type ManageTab = (typeof TABS)[number];

/** event/{id}/manage (signed-in): the organizer's page: edit, cancel, players, find players. */
export function Component() {
  const { id = "" } = useParams();
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const [params, setParams] = useSearchParams();
  const tab: ManageTab = (TABS as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as ManageTab) : "details";
  const event = useGetEventQuery(id);
  const options = useGetProfileOptionsQuery(undefined);
  const teams = useGetTeamsForUserQuery(uid, { skip: !uid });
  const [save] = useAppMutation(useSaveEventMutation, { success: (result) => (result.count > 1 ? `${result.count} games saved` : "Game saved"), failure: "form" });
  const [cancelling, setCancelling] = useState(false);

  if (event.isLoading) return <PageLoader label="Loading the game" />;
  const e = event.data;
  if (!e) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHead title="Game not found" robots="noindex" />
        <Alert severity="info" role="alert">
          Game not found
        </Alert>
      </Container>
    );
  }
  if (e.creatorId !== uid) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHead title={e.title} robots="noindex" />
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button component={RouterLink} to={`/event/${e.id}`}>
              See the game
            </Button>
          }
        >
          Only the organizer can manage this game.
        </Alert>
      </Container>
    );
  }
  const managed = (teams.data ?? []).filter((t) => t.managerIds.includes(uid)).map((t) => ({ id: t.id, name: t.name }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={`Manage: ${e.title}`} robots="noindex" />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1, flexWrap: "wrap" }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
            {e.title}
          </Typography>
          <Typography color="text.secondary">{viewerGameTime(e)}</Typography>
        </div>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={`/event/${e.id}`}>
            View page
          </Button>
          {!e.cancelled ? (
            <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
              Cancel game
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {e.cancelled ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This game was cancelled.
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(_ev, v: ManageTab) => setParams({ tab: v }, { replace: true })} aria-label="Manage the game" sx={{ my: 2 }} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="details" label="Details" {...tabProps("details")} />
        <Tab value="players" label={`Players (${e.goingCount + e.maybeCount + e.waitlistCount + e.pendingCount})`} {...tabProps("players")} />
        <Tab value="find" label="Find available players" disabled={e.cancelled} {...tabProps("find")} />
      </Tabs>
      <Box role="tabpanel" id={`manage-panel-${tab}`} aria-labelledby={`manage-tab-${tab}`}>
        {tab === "details" ? (
          e.cancelled ? (
            <Typography color="text.secondary">A cancelled game cannot be edited.</Typography>
          ) : (
            <EventForm
              mode="edit"
              initial={inputOf(e)}
              inSeries={e.seriesId !== null}
              gameTypes={options.data?.gameTypes ?? []}
              teams={managed}
              cityName={auth.profile?.defaultCity?.name ?? null}
              priceLocked={e.price > 0 && e.goingCount + e.waitlistCount + e.pendingCount > 0}
              onSubmit={async (values, scope, form) => {
                await save({ eventId: e.id, scope, event: values }, form);
              }}
            />
          )
        ) : tab === "players" ? (
          <ManagePlayersTab event={e} />
        ) : (
          <FindPlayersTab event={e} />
        )}
      </Box>
      {cancelling ? <CancelGameDialog event={e} onClose={() => setCancelling(false)} /> : null}
    </Container>
  );
}

/** Each tab names the panel it shows, and the panel is named by its tab. */
function tabProps(value: ManageTab) {
  return { id: `manage-tab-${value}`, "aria-controls": `manage-panel-${value}` };
}
