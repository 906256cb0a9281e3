import { useEffect } from "react";
import { Link as RouterLink, useLocation } from "react-router-dom";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { PageLoader } from "@/components/PageLoader";
import { useAppSelector } from "@/lib/hooks";
import { currentSession } from "@/lib/session/authGate";
import { selectAuth, type SessionUser } from "@/lib/session/authSlice";

/**
 * The signed-in user of a page that needs one but has no guard (the branded
 * host's forms, and public routes such as a submission's page): starts the
 * sign-in SDK if it was not, and says "checking" until it has answered.
 */
export function useSessionUser(): { checking: boolean; user: SessionUser | null } {
  const auth = useAppSelector(selectAuth);
  useEffect(() => {
    if (!auth.sdkReady) void currentSession().catch(() => undefined);
  }, [auth.sdkReady]);
  return { checking: !auth.sdkReady, user: auth.user };
}

/** Asks a signed-out visitor to sign in, and brings them back here afterwards. */
export function SignInRequired({ what }: { what: string }) {
  const location = useLocation();
  const { checking } = useSessionUser();
  if (checking) return <PageLoader label="Checking your account" />;
  const back = `${location.pathname}${location.search}`;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h5" gutterBottom>
        Sign in to {what}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        This page is for the account it belongs to.
      </Typography>
      <Button component={RouterLink} to={`/auth/login?returnUrl=${encodeURIComponent(back)}`} variant="contained">
        Sign in
      </Button>
    </Container>
  );
}
