import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { PasswordField } from "@/components/form/PasswordField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { signInWithEmail, signInWithGoogle } from "../api/authService";
import type { AuthFailure } from "../model/authErrors";
import { loginSchema, type LoginInput } from "../model/schemas";
import { AuthLayout } from "./AuthLayout";
import { GoogleButton } from "./GoogleButton";
import { useAfterSignIn } from "./useAfterSignIn";

export function Component() {
  const [params] = useSearchParams();
  const afterSignIn = useAfterSignIn();
  const [problem, setProblem] = useState<AuthFailure | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const inFlight = useRef(false);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: params.get("email") ?? "", password: "" } });
  const { control, handleSubmit, formState, setError } = form;

  const submit = async ({ email, password }: { email: string; password: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      const result = await signInWithEmail(email, password);
      if (!result.ok) {
        setProblem(result.failure);
        if (result.failure.field) setError(result.failure.field, { message: " " });
        return;
      }
      await afterSignIn(result.value);
    } finally {
      inFlight.current = false;
    }
  };

  const google = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setGoogleBusy(true);
    setProblem(null);
    try {
      const result = await signInWithGoogle();
      if (!result.ok) {
        setProblem(result.failure);
        return;
      }
      await afterSignIn(result.value);
    } finally {
      inFlight.current = false;
      setGoogleBusy(false);
    }
  };

  const signUpLink = `/auth/sign-up${params.get("returnUrl") ? `?returnUrl=${encodeURIComponent(params.get("returnUrl") ?? "")}` : ""}`;
  return (
    <AuthLayout title="Log in" subtitle="Welcome back! Log in to find your next game.">
      {params.get("logout") === "true" ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          You have been logged out.
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void handleSubmit(submit)(e)} aria-label="Log in">
        <FormTextField name="email" control={control} label="Email" type="email" autoComplete="email" fullWidth required />
        <PasswordField name="password" control={control} label="Password" autoComplete="current-password" />
        <Link component={RouterLink} to="/auth/forgot-password" variant="body2" sx={{ alignSelf: "flex-end" }}>
          Forgot password?
        </Link>
        <SubmitButton busy={formState.isSubmitting} disabled={googleBusy} fullWidth>
          Log in
        </SubmitButton>
      </Stack>
      <Divider sx={{ my: 2 }}>or</Divider>
      <GoogleButton onClick={() => void google()} busy={googleBusy} disabled={formState.isSubmitting} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        New here?{" "}
        <Link component={RouterLink} to={signUpLink}>
          Create an account
        </Link>
      </Typography>
    </AuthLayout>
  );
}
