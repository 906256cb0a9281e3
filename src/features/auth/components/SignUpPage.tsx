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
import { brand } from "@/lib/brand";
import { signInWithGoogle, signUpWithEmail, type SignInOutcome } from "../api/authService";
import type { AuthFailure } from "../model/authErrors";
import { signUpSchema, type SignUpInput } from "../model/schemas";
import { AuthLayout } from "./AuthLayout";
import { GoogleButton } from "./GoogleButton";
import { useAfterSignIn } from "./useAfterSignIn";

export function Component() {
  const afterSignIn = useAfterSignIn();
  return (
    <AuthLayout title="Sign up" subtitle={`Join ${brand.productName} — it's free.`}>
      <SignUpForm onSignedIn={afterSignIn} />
    </AuthLayout>
  );
}

/** The sign-up form, used by the sign-up page and inside the sign-up dialog. */
export function SignUpForm({ onSignedIn }: { onSignedIn: (outcome: SignInOutcome) => Promise<void> }) {
  const [params] = useSearchParams();
  const afterSignIn = onSignedIn;
  const [problem, setProblem] = useState<AuthFailure | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  // A double click must create one account: the second submit is ignored while the first is in flight.
  const inFlight = useRef(false);
  const { control, handleSubmit, formState, setError } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { email: "", password: "" },
  });

  const submit = async ({ email, password }: { email: string; password: string }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      const result = await signUpWithEmail(email, password);
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

  const loginLink = `/auth/login${params.get("returnUrl") ? `?returnUrl=${encodeURIComponent(params.get("returnUrl") ?? "")}` : ""}`;
  return (
    <>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.message}
          {problem.category === "email-in-use" ? (
            <>
              {" "}
              <Link component={RouterLink} to={loginLink}>
                Log in
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <GoogleButton onClick={() => void google()} busy={googleBusy} disabled={formState.isSubmitting} />
      <Divider sx={{ my: 2 }}>or use your e-mail</Divider>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void handleSubmit(submit)(e)} aria-label="Sign up">
        <FormTextField name="email" control={control} label="Email" type="email" autoComplete="email" fullWidth required />
        <PasswordField name="password" control={control} label="Password" autoComplete="new-password" helperText="At least 8 characters, with a letter and a number" />
        <SubmitButton busy={formState.isSubmitting} disabled={googleBusy} fullWidth>
          Create account
        </SubmitButton>
      </Stack>
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        Already have an account?{" "}
        <Link component={RouterLink} to={loginLink}>
          Log in
        </Link>
      </Typography>
    </>
  );
}
