import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import { Flex } from "@/components/Flex";
import Typography from "@mui/material/Typography";
import QrCodeIcon from "@mui/icons-material/QrCode2";
import { PageHead } from "@/components/PageHead";
import { useAppSelector } from "@/lib/hooks";
import { useNearViewport } from "@/lib/useNearViewport";
import { brand } from "@/lib/brand";
import { displayNameOf, selectAuth } from "@/lib/session/authSlice";
import { isOrganizer } from "@/lib/session/roles";
import { useGetTeamsForUserQuery } from "@/features/teams/public";
import { startOfLocalDay } from "@/features/home/model/homeModel";
import { ActionCenterCard } from "./ActionCenterCard";
import { HomeSection, SectionSkeleton } from "@/features/home/components/HomeSection";
import { LocationCard } from "@/features/home/components/LocationCard";
import { SectionBoundary } from "@/features/home/components/SectionBoundary";
import { UpcomingEventsSection } from "./UpcomingEventsSection";
import { HomeTourButton } from "@/features/home/tour/HomeTour";
import { PlayerCardDialog } from "@/features/scan/public";

// Below the first screen: their code (and their data) load when they come near the viewport.
const LocalEventsSection = lazy(() => import("./LocalEventsSection"));
const belowTheFold = () => import("./belowTheFold");
const QuickActions = lazy(() => belowTheFold().then((m) => ({ default: m.QuickActions })));
const CommunityBanner = lazy(() => belowTheFold().then((m) => ({ default: m.CommunityBanner })));
const MyTeamsSection = lazy(() => belowTheFold().then((m) => ({ default: m.MyTeamsSection })));
const PlayersNearYouSection = lazy(() => import("@/features/players/public").then((m) => ({ default: m.PlayersNearYouSection })));

/** A section's place while its code has not loaded: its heading (the tour's anchor) and a skeleton. */
function Placeholder({ tour, id, title }: { tour: string; id: string; title: string }) {
  return (
    <HomeSection tour={tour} id={id} title={title}>
      <SectionSkeleton label={`Loading ${title}`} />
    </HomeSection>
  );
}

/** A section below the first screen, loaded when the user scrolls toward it (or the tour shows it). */
function WhenNear({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [nearRef, near] = useNearViewport();
  if (!near) {
    return (
      <Box ref={nearRef} sx={{ minWidth: 0 }}>
        {placeholder}
      </Box>
    );
  }
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}

/**
 * home (signed-in, profile-ready; spec §2.10, §4 Home, §9 Home): the Action
 * Center, upcoming events with the team filter, the location card, Quick
 * Actions, the community banner, My Teams and Groups, Players Near You and
 * Local Events, in that order (the tour's order), each with its own loading,
 * empty and error states, so one failing section never blanks the page.
 */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const profile = auth.profile;
  const [now] = useState(() => Date.now());
  const todayStart = startOfLocalDay(now);
  // One query feeds the team filter and My Teams and Groups.
  const teams = useGetTeamsForUserQuery(uid, { skip: !uid });
  // The player card dialog opens from the header (loaded the first time it opens).
  const [cardOpen, setCardOpen] = useState(false);
  const city = profile?.defaultCity ?? null;

  if (!uid || !profile) {
    // The profile-ready guard renders the page only with a profile; this is the moment before it arrives.
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        <SectionSkeleton label="Loading your home" />
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 }, pb: 11, px: { xs: 1.5, sm: 3 } }}>
      <PageHead title="Home" robots="noindex" />
      <Flex direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, gap: 1, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere", fontSize: { xs: "1.6rem", sm: "2.125rem" } }}>
          Welcome back, {displayNameOf(auth) || "player"}
        </Typography>
        <Flex direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
          {/* An organizer's next action (issue 31); a player's is the next game, first in Upcoming Events. */}
          {isOrganizer(profile) ? (
            <Button variant="contained" component={RouterLink} to="/event/create">
              Create a game
            </Button>
          ) : null}
          <Button variant="outlined" startIcon={<QrCodeIcon />} onClick={() => setCardOpen(true)} aria-haspopup="dialog" aria-expanded={cardOpen}>
            My player card
          </Button>
        </Flex>
      </Flex>

      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }, alignItems: "start" }}>
        <SectionBoundary name="Action Center" tour="action-center">
          <ActionCenterCard uid={uid} profile={profile} />
        </SectionBoundary>
        <SectionBoundary name="Upcoming Events" tour="upcoming-events">
          <UpcomingEventsSection uid={uid} profile={profile} teams={teams.data} todayStart={todayStart} />
        </SectionBoundary>
        <SectionBoundary name="Your Location" tour="location-hub">
          <LocationCard uid={uid} profile={profile} />
        </SectionBoundary>
        <SectionBoundary name="Quick Actions" tour="quick-actions">
          <WhenNear placeholder={<Placeholder tour="quick-actions" id="home-quick-actions" title="Quick Actions" />}>
            <QuickActions />
          </WhenNear>
        </SectionBoundary>
        <SectionBoundary name="Community" tour="community-highlights">
          <WhenNear placeholder={<Placeholder tour="community-highlights" id="home-community" title={`Your ${brand.productName} community`} />}>
            <CommunityBanner />
          </WhenNear>
        </SectionBoundary>
        <SectionBoundary name="My Teams and Groups" tour="teams-and-groups">
          <WhenNear placeholder={<Placeholder tour="teams-and-groups" id="home-teams" title="My Teams and Groups" />}>
            <MyTeamsSection uid={uid} teams={teams.data} loading={teams.isLoading} error={teams.error} onRetry={() => void teams.refetch()} />
          </WhenNear>
        </SectionBoundary>
        <SectionBoundary name="Players Near You" tour="nearby-players">
          <WhenNear placeholder={<Placeholder tour="nearby-players" id="home-nearby-players" title="Players Near You" />}>
            <PlayersNearYouSection center={city ? { lat: city.lat, lng: city.lng } : null} cityName={city?.name} />
          </WhenNear>
        </SectionBoundary>
        <SectionBoundary name="Local Events" tour="local-events">
          <WhenNear placeholder={<Placeholder tour="local-events" id="home-local-events" title="Local Events" />}>
            <LocalEventsSection city={city} now={now} />
          </WhenNear>
        </SectionBoundary>
      </Box>

      <PlayerCardDialog open={cardOpen} onClose={() => setCardOpen(false)} uid={uid} />
      <HomeTourButton />
    </Container>
  );
}
