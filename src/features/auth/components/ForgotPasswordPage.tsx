import { useState } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { PasswordField } from "@/components/form/PasswordField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { PageLoader } from "@/components/PageLoader";
import { requestPasswordReset, resetPassword } from "../api/authService";
import { useCheckResetCodeQuery } from "../api/authApi";
import type { AuthFailure } from "../model/authErrors";
import { forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordInput, type ResetPasswordInput } from "../model/schemas";
import { AuthLayout } from "./AuthLayout";

/** auth/forgot-password: asks for the e-mail; with a reset link's code (mode=resetPassword) it sets the new password. */
export function Component() {
  const [params] = useSearchParams();
  const code = params.get("oobCode");
  if (params.get("mode") === "resetPassword" && code) return <ResetPasswordForm code={code} />;
  return <RequestResetForm />;
}

function RequestResetForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<AuthFailure | null>(null);
  const onSubmit = async ({ email }: ForgotPasswordInput) => {
    setProblem(null);
    const result = await requestPasswordReset(email);
    if (result.ok) setSentTo(email);
    else setProblem(result.failure);
  };
  if (sentTo) {
    return (
      <AuthLayout title="Check your e-mail">
        <Alert severity="success" sx={{ mb: 2 }}>
          If an account exists for {sentTo}, we've sent it a link to reset the password. The link works once and expires after an hour.
        </Alert>
        <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
          Back to log in
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Forgot password" subtitle="Enter your e-mail and we'll send you a link to choose a new password.">
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      <ZodForm schema={forgotPasswordSchema} defaultValues={{ email: "" }} mode="onSubmit" onSubmit={onSubmit} aria-label="Forgot password">
        {({ control, formState }) => (
          <Stack spacing={2}>
            <FormTextField name="email" control={control} label="Email" type="email" autoComplete="email" fullWidth required />
            <SubmitButton busy={formState.isSubmitting} fullWidth>
              Send reset link
            </SubmitButton>
          </Stack>
        )}
      </ZodForm>
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        <Link component={RouterLink} to="/auth/login">
          Back to log in
        </Link>
      </Typography>
    </AuthLayout>
  );
}

function ResetPasswordForm({ code }: { code: string }) {
  const check = useCheckResetCodeQuery(code);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<AuthFailure | null>(null);
  const onSubmit = async ({ password }: ResetPasswordInput) => {
    setProblem(null);
    const result = await resetPassword(code, password);
    if (result.ok) setDone(true);
    else setProblem(result.failure);
  };
  const checked = check.currentData;
  const state = done
    ? { kind: "done" as const }
    : !checked
      ? { kind: "checking" as const }
      : checked.ok
        ? { kind: "ready" as const, email: checked.value }
        : { kind: "bad" as const, failure: checked.failure };
  if (state.kind === "checking") return <PageLoader label="Checking your link" />;
  if (state.kind === "bad") {
    return (
      <AuthLayout title="Reset password">
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {state.failure.message}
        </Alert>
        <Button component={RouterLink} to="/auth/forgot-password" variant="contained" fullWidth>
          Request a new link
        </Button>
      </AuthLayout>
    );
  }
  if (state.kind === "done") {
    return (
      <AuthLayout title="Password changed">
        <Alert severity="success" sx={{ mb: 2 }}>
          Your password has been changed. You can log in with it now.
        </Alert>
        <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
          Log in
        </Button>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password" subtitle={`For ${state.email}`}>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      <ZodForm schema={resetPasswordSchema} defaultValues={{ password: "", confirm: "" }} mode="onSubmit" onSubmit={onSubmit} aria-label="Choose a new password">
        {({ control, formState }) => (
          <Stack spacing={2}>
            <PasswordField name="password" control={control} label="New password" autoComplete="new-password" helperText="At least 8 characters, with a letter and a number" />
            <PasswordField name="confirm" control={control} label="Repeat new password" autoComplete="new-password" />
            <SubmitButton busy={formState.isSubmitting} fullWidth>
              Change password
            </SubmitButton>
          </Stack>
        )}
      </ZodForm>
    </AuthLayout>
  );
}
