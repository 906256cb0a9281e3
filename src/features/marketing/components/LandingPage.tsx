import { Suspense, useState, type ComponentType } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { brand } from "@/lib/brand";
import { useAppSelector } from "@/lib/hooks";
import { selectIsSignedIn } from "@/lib/session/authSlice";
import { PLATFORM_FEE_SENTENCE } from "@/lib/platformFee";
import { SPORT_COLORS } from "@/components/design/sportColors";
import { MarketingFooter } from "./MarketingFooter";

/** What each audience gets, each point opening the page about it. */
const AUDIENCES = [
  {
    heading: "For players",
    points: [
      { title: "Games near you", body: "By sport, day and distance, with the spots left.", to: "/discover/events" },
      { title: "Find players", body: "See who is free to play near you.", to: "/find-players" },
      { title: "Community", body: "Topics, announcements and a post board.", to: "/community-connect" },
    ],
  },
  {
    heading: "For organizers and team managers",
    points: [
      { title: "Organize events", body: "RSVPs, waitlists and reminders.", to: "/organize-events" },
      { title: "Forms & waivers", body: "Registrations with signatures and payments.", to: "/forms-and-waivers" },
      { title: "Collect payments", body: "Fees and invoices paid out to you.", to: "/collect-payments" },
      { title: "Team websites", body: "Publish your own site in minutes.", to: "/create-webpages" },
    ],
  },
] as const;

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
          {/* The sports, each opening the games of that sport nearby. */}
          <Box component="nav" aria-label="Games by sport" sx={{ mt: { xs: 5, md: 6 } }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              Pick your sport
            </Typography>
            <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexWrap: "wrap", gap: 1 }}>
              {(Object.entries(SPORT_COLORS) as Array<[string, string]>).map(([sport, color]) => (
                <li key={sport}>
                  <Box
                    component={RouterLink}
                    to={`/discover/events?type=${encodeURIComponent(sport)}`}
                    sx={{
                      display: "inline-flex",
                      alignItems: "center",
                      gap: 1,
                      minHeight: 44,
                      px: 2,
                      borderRadius: "22px",
                      bgcolor: "common.white",
                      color: "text.primary",
                      fontWeight: 600,
                      textDecoration: "none",
                      "&:hover": { bgcolor: "grey.100" },
                      "&:focus-visible": { outline: "3px solid", outlineColor: "secondary.main", outlineOffset: 2 },
                    }}
                  >
                    <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: color, flexShrink: 0 }} />
                    {sport}
                  </Box>
                </li>
              ))}
            </Box>
          </Box>
        </Container>
      </Box>
      {joining ? (
        <Suspense fallback={null}>
          <SignUpDialog open onClose={() => setJoining(false)} />
        </Suspense>
      ) : null}
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
          {AUDIENCES.map((a) => (
            <Paper key={a.heading} component="section" aria-label={a.heading} variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: "16px" }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 800, mb: 2 }}>
                {a.heading}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 2 }}>
                {a.points.map((p) => (
                  <li key={p.to}>
                    <Link component={RouterLink} to={p.to} sx={{ fontWeight: 700, fontSize: "1.0625rem" }}>
                      {p.title}
                    </Link>
                    <Typography color="text.secondary">{p.body}</Typography>
                  </li>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
        <Paper
          component="section"
          aria-labelledby="landing-fees"
          variant="outlined"
          sx={{ mt: 3, p: { xs: 2.5, md: 4 }, borderRadius: "16px", display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", justifyContent: "space-between" }}
        >
          <Box sx={{ flex: "1 1 22rem", minWidth: 0 }}>
            <Typography id="landing-fees" variant="h6" component="h2" sx={{ fontWeight: 800 }}>
              Free to join
            </Typography>
            <Typography color="text.secondary">{PLATFORM_FEE_SENTENCE}</Typography>
          </Box>
          <Button component={RouterLink} to="/member/pricing" variant="outlined">
            See plans and pricing
          </Button>
        </Paper>
      </Container>
      <MarketingFooter />
    </>
  );
}
