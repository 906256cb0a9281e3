import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { selectIsSignedIn } from "@/lib/session/authSlice";
import { useAppSelector } from "@/lib/hooks";

/** Spec §2.11: a playful mascot message; home goes to discover events when signed in, else sign-up. */
export default function NotFoundPage() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: "center" }}>
      <PageHead title="Page not found" robots="noindex" />
      <Box component="img" src="/mascot.svg" alt="" width={144} height={144} sx={{ display: "block", mx: "auto" }} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }} gutterBottom>
        We couldn't find that page
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Hoot the owl looked under every bench and behind every net, but this page could not be found.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Please try another page — the game's still on!
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to={signedIn ? "/discover/events" : "/auth/sign-up"}>
        {signedIn ? "Discover events" : "Sign up to play"}
      </Button>
    </Container>
  );
}

export const Component = NotFoundPage;
