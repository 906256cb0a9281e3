import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useAppSelector } from "@/lib/hooks";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { useGetTeamsForUserQuery } from "@/features/teams/public";
import { addDays, browserTimeZone, isValidDay, todayIn } from "@rallyhub/domain/availability/dates";
import { blankEventInput } from "@rallyhub/domain/events/schema";
import { useSaveEventMutation } from "../api/eventsApi";
import { EventForm } from "./EventForm";

/** event/create (signed-in, profile-ready): a new game or a weekly series. */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const options = useGetProfileOptionsQuery(undefined);
  const teams = useGetTeamsForUserQuery(uid, { skip: !uid });
  const [save] = useAppMutation(useSaveEventMutation, { success: (result) => (result.count > 1 ? `${result.count} games created` : "Game created"), failure: "form" });
  const initial = useMemo(() => {
    const zone = browserTimeZone();
    const asked = params.get("date");
    const day = asked && isValidDay(asked) ? asked : addDays(todayIn(zone), 1);
    return blankEventInput(day, zone);
  }, [params]);
  if (!uid || options.isLoading) return <PageLoader label="Loading the form" />;
  const managed = (teams.data ?? []).filter((t) => t.managerIds.includes(uid)).map((t) => ({ id: t.id, name: t.name }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Create a game" robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        Create a game
      </Typography>
      <EventForm
        mode="create"
        initial={initial}
        gameTypes={options.data?.gameTypes ?? []}
        teams={managed}
        cityName={auth.profile?.defaultCity?.name ?? null}
        onSubmit={async (event, _scope, form) => {
          const saved = await save({ scope: "one", event }, form);
          if (saved.data) await navigate(`/event/${saved.data.eventId}`, { state: { saved: true } });
        }}
      />
    </Container>
  );
}
