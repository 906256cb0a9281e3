import { Suspense, useState, type ComponentType } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { brand } from "@/lib/brand";
import { useAppSelector } from "@/lib/hooks";
import { selectIsSignedIn } from "@/lib/session/authSlice";

const TILES = [
  { title: "Find players", body: "See who is free to play near you.", to: "/find-players" },
  { title: "Organize events", body: "RSVPs, waitlists and reminders.", to: "/organize-events" },
  { title: "Forms & waivers", body: "Registrations with signatures and payments.", to: "/forms-and-waivers" },
  { title: "Collect payments", body: "Fees and invoices paid out to you.", to: "/collect-payments" },
  { title: "Team websites", body: "Publish your own site in minutes.", to: "/create-webpages" },
  { title: "Community", body: "Topics, announcements and a post board.", to: "/community-connect" },
];

/** The sign-up dialog, which joins the auth and profile features: the app passes it in (src/app/signUp). */
export type SignUpDialogComponent = ComponentType<{ open: boolean; onClose: () => void }>;

export function LandingPage({ SignUpDialog }: { SignUpDialog: SignUpDialogComponent }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const [joining, setJoining] = useState(false);
  return (
    <>
      <PageHead
        title={`${brand.productName} — ${brand.tagline}`}
        rawTitle
        description={`${brand.productName} helps you find pickup games and players nearby, run teams and leagues, and collect payments.`}
        robots="index, follow"
        canonicalPath="/"
      />
      <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText", py: { xs: 8, md: 12 } }}>
        <Container maxWidth="md">
          <Typography variant="h2" component="h1" gutterBottom sx={{ fontSize: { xs: "2.2rem", md: "3.5rem" } }}>
            {brand.tagline}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 400, opacity: 0.92, mb: 4 }}>
            Pickup games, teams, leagues and communities — for players, organizers and team managers.
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            {signedIn ? (
              <Button component={RouterLink} to="/home" variant="contained" color="secondary" size="large">
                Go to your home
              </Button>
            ) : (
              <Button variant="contained" color="secondary" size="large" onClick={() => setJoining(true)}>
                Join free
              </Button>
            )}
            <Button component={RouterLink} to="/discover/events" variant="outlined" color="inherit" size="large">
              Discover events
            </Button>
          </Stack>
        </Container>
      </Box>
      {joining ? (
        <Suspense fallback={null}>
          <SignUpDialog open onClose={() => setJoining(false)} />
        </Suspense>
      ) : null}
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", md: "repeat(3, 1fr)" } }}>
          {TILES.map((t) => (
            <Paper key={t.to} variant="outlined" sx={{ p: 3, height: "100%" }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {t.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t.body}
              </Typography>
              <Button component={RouterLink} to={t.to}>
                Learn more
              </Button>
            </Paper>
          ))}
        </Box>
      </Container>
    </>
  );
}
