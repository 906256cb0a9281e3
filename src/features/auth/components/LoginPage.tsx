import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { PasswordField } from "@/components/form/PasswordField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { signInWithEmail, signInWithGoogle } from "../api/authService";
import { loginSchema } from "../model/schemas";
import { AuthLayout } from "./AuthLayout";
import { useSignInAction } from "./useSignInAction";
import { GoogleButton } from "./GoogleButton";
import { useAfterSignIn } from "./useAfterSignIn";

export function Component() {
  const [params] = useSearchParams();
  const loggedOut = params.get("logout") === "true";
  const afterSignIn = useAfterSignIn();
  const { run, problem, googleBusy } = useSignInAction(afterSignIn);
  const form = useZodForm(loginSchema, { mode: "onSubmit", defaultValues: { email: params.get("email") ?? "", password: "" } });
  const { control, formState, setError } = form;

  const submit = ({ email, password }: { email: string; password: string }) =>
    run(() => signInWithEmail(email, password), {
      onFailure: (failure) => {
        if (failure.field) setError(failure.field, { message: " " });
      },
    });

  const google = () => run(() => signInWithGoogle(), { google: true });

  const signUpLink = `/auth/sign-up${params.get("returnUrl") ? `?returnUrl=${encodeURIComponent(params.get("returnUrl") ?? "")}` : ""}`;
  return (
    <AuthLayout title="Log in" subtitle="Welcome back! Log in to find your next game.">
      {loggedOut ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          You have been logged out.
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {problem.message}
        </Alert>
      ) : null}
      <ZodForm form={form} onSubmit={submit} aria-label="Log in">
        <Stack spacing={2}>
          <FormTextField name="email" control={control} label="Email" type="email" autoComplete="email" fullWidth required />
          <PasswordField name="password" control={control} label="Password" autoComplete="current-password" />
          <Link component={RouterLink} to="/auth/forgot-password" variant="body2" sx={{ alignSelf: "flex-end" }}>
            Forgot password?
          </Link>
          <SubmitButton busy={formState.isSubmitting} disabled={googleBusy} fullWidth>
            Log in
          </SubmitButton>
        </Stack>
      </ZodForm>
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
