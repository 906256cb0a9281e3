import { Suspense } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppSelector } from "@/lib/hooks";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { appErrorOf } from "@/lib/errors";
import { AvailabilitySummary, useGetPlayerAvailabilityQuery } from "@/features/availability/public";
import { MyGamesCard } from "@/features/events/public";
import { selectUser } from "@/lib/session/authSlice";
import { MessageButton } from "@/features/messages/public";
import { useGetPublicProfileQuery } from "../api/publicProfileApi";

/**
 * profile/{id}: a player's public profile and, as far as they allow, their
 * availability. profile (no id) is the signed-in player's own, as others see it.
 */
export function Component() {
  const me = useAppSelector(selectUser);
  const params = useParams();
  const id = params.id ?? me?.uid ?? "";
  const own = me !== null && id === me.uid;
  const player = useGetPublicProfileQuery(id, { skip: !id });
  if (player.isLoading || player.isUninitialized || (player.isFetching && player.currentData === undefined)) return <PageLoader label="Loading the player" />;
  if (!player.currentData) {
    const error = player.error === undefined ? undefined : appErrorOf(player.error);
    const notFound = error?.code === "not-found";
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHead title="User not found" robots="noindex" />
        <Alert severity="info" role="alert" action={notFound ? undefined : <Button onClick={() => void player.refetch()}>Retry</Button>}>
          {error?.message ?? "User not found"}
        </Alert>
      </Container>
    );
  }
  const p = player.currentData;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={p.displayName} robots="noindex" />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Avatar src={p.photoURL || undefined} alt="" sx={{ width: 72, height: 72, fontSize: 30 }}>
            {p.displayName.slice(0, 1)}
          </Avatar>
          {/* The name takes a line of its own (the button goes below it) before it would break inside a word (issue 31). */}
          <Stack sx={{ minWidth: 0, flex: "1 1 12rem" }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: "break-word" }}>
              {p.displayName}
            </Typography>
            {p.cityName ? <Typography color="text.secondary">{p.cityName}</Typography> : null}
          </Stack>
          {own ? (
            <Button component={RouterLink} to="/profile/settings" variant="outlined" sx={{ flexShrink: 0 }}>
              Edit profile
            </Button>
          ) : null}
          {!own && me ? (
            <Box sx={{ flexBasis: { xs: "100%", sm: "auto" }, flexShrink: 0 }}>
              <Suspense fallback={null}>
                <MessageButton userId={id} />
              </Suspense>
            </Box>
          ) : null}
        </Stack>
        {own ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            This is how other players see your profile.
          </Typography>
        ) : null}
        {p.sports.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: "wrap", gap: 1 }}>
            {p.sports.map((s) => (
              <Chip key={s} label={s} size="small" />
            ))}
          </Stack>
        ) : null}
        {p.bio ? <Typography sx={{ mt: 2, whiteSpace: "pre-line" }}>{p.bio}</Typography> : null}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="section" aria-labelledby="player-availability">
        <Typography id="player-availability" variant="h5" component="h2" gutterBottom>
          Availability
        </Typography>
        <PlayerAvailability uid={id} name={p.displayName} />
      </Paper>
      {own ? (
        <Box sx={{ mt: 3 }}>
          <Suspense fallback={<PageLoader label="Loading your games" />}>
            <MyGamesCard uid={id} />
          </Suspense>
        </Box>
      ) : null}
    </Container>
  );
}

function PlayerAvailability({ uid, name }: { uid: string; name: string }) {
  const query = useGetPlayerAvailabilityQuery(uid);
  if (query.isLoading) return <PageLoader label="Loading availability" />;
  if (query.isError || !query.data) {
    return (
      <Alert severity="warning" action={<Button onClick={() => void query.refetch()}>Retry</Button>}>
        Availability could not be loaded.
      </Alert>
    );
  }
  if (!query.data.visible) {
    return (
      <Typography color="text.secondary">{query.data.reason === "filtered" ? `${name} shares their availability only with some players.` : `${name} hasn't set their availability yet.`}</Typography>
    );
  }
  return <AvailabilitySummary availability={query.data.availability} />;
}
