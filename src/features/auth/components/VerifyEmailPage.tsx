import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useAppDispatch, useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { toast } from "@/lib/toast";
import { applyEmailLink, reloadUser, resendVerification } from "../api/authService";
import { startAuthSession } from "@/lib/session/session";
import type { AuthFailure } from "../model/authErrors";
import { emailVerifiedChanged, selectAuth } from "@/lib/session/authSlice";
import { AuthLayout } from "./AuthLayout";

/**
 * auth/verify-email, verify-email and verify-new-email. With a link's code it
 * applies it; otherwise it lets the signed-in user resend the e-mail or reload
 * their account to see whether it is verified (spec §4 Reload user).
 */
export function Component() {
  const [params] = useSearchParams();
  const code = params.get("oobCode");
  if (code) return <ApplyLink code={code} />;
  return <VerificationStatus />;
}

function ApplyLink({ code }: { code: string }) {
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<{ ok: true } | { ok: false; failure: AuthFailure } | null>(null);
  const applied = useRef(false);
  useEffect(() => {
    // Codes work once: never apply the same code twice (React may run effects twice in development).
    if (applied.current) return;
    applied.current = true;
    void applyEmailLink(code).then((r) => {
      setResult(r.ok ? { ok: true } : { ok: false, failure: r.failure });
      if (r.ok) {
        dispatch(emailVerifiedChanged(true));
        toast.success("Email verified!", { duration: "short" });
      }
    });
  }, [code, dispatch]);
  if (!result) return <PageLoader label="Verifying your e-mail" />;
  return (
    <AuthLayout title={result.ok ? "Email verified!" : "We couldn't verify your e-mail"}>
      {result.ok ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Thanks — your e-mail address is confirmed.
        </Alert>
      ) : (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {result.failure.message}
        </Alert>
      )}
      <Button component={RouterLink} to={result.ok ? "/home" : "/auth/verify-email"} variant="contained" fullWidth>
        {result.ok ? "Continue" : "Send a new link"}
      </Button>
    </AuthLayout>
  );
}

function VerificationStatus() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const [busy, setBusy] = useState<"resend" | "reload" | null>(null);
  useEffect(() => {
    void startAuthSession(dispatch);
  }, [dispatch]);
  if (!auth.sdkReady) return <PageLoader />;
  if (!auth.user) {
    return (
      <AuthLayout title="Verify your e-mail" subtitle="Log in to check or resend your verification e-mail.">
        <Button component={RouterLink} to="/auth/login?returnUrl=%2Fauth%2Fverify-email" variant="contained" fullWidth>
          Log in
        </Button>
      </AuthLayout>
    );
  }
  const resend = async () => {
    setBusy("resend");
    const r = await resendVerification();
    setBusy(null);
    if (r.ok) toast.success(`We sent a new link to ${auth.user?.email ?? "your e-mail"}.`);
    else toast.error(r.failure.message);
  };
  const reload = async () => {
    setBusy("reload");
    const r = await reloadUser();
    setBusy(null);
    if (!r.ok) {
      toast.error(r.failure.message);
      return;
    }
    dispatch(emailVerifiedChanged(r.value));
    if (r.value) toast.success("Email verified!", { duration: "short" });
    else toast.info("Email is not verified", { duration: "short" });
  };
  const verified = auth.user.emailVerified;
  return (
    <AuthLayout title="Verify your e-mail" subtitle={verified ? undefined : `We sent a link to ${auth.user.email ?? "your e-mail"}. Open it to confirm the address.`}>
      {verified ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          Your e-mail address is verified.
        </Alert>
      ) : null}
      <Stack spacing={1.5}>
        <Button variant="contained" onClick={() => void reload()} disabled={busy !== null}>
          {busy === "reload" ? "Checking…" : "I've verified my e-mail"}
        </Button>
        {verified ? null : (
          <Button variant="outlined" onClick={() => void resend()} disabled={busy !== null}>
            {busy === "resend" ? "Sending…" : "Send the link again"}
          </Button>
        )}
        <Button component={RouterLink} to="/home">
          Continue to {verified ? "home" : "home for now"}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
