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
import { brand } from "@/lib/brand";
import { signInWithGoogle, signUpWithEmail, type SignInOutcome } from "../api/authService";
import { signUpSchema } from "../model/schemas";
import { AuthLayout } from "./AuthLayout";
import { useSignInAction } from "./useSignInAction";
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
  const { run, problem, googleBusy } = useSignInAction(onSignedIn);
  const form = useZodForm(signUpSchema, { mode: "onSubmit", defaultValues: { email: "", password: "" } });
  const { control, formState, setError } = form;

  const submit = ({ email, password }: { email: string; password: string }) =>
    run(() => signUpWithEmail(email, password), {
      onFailure: (failure) => {
        if (failure.field) setError(failure.field, { message: " " });
      },
    });

  const google = () => run(() => signInWithGoogle(), { google: true });

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
      <ZodForm form={form} onSubmit={submit} aria-label="Sign up">
        <Stack spacing={2}>
          <FormTextField name="email" control={control} label="Email" type="email" autoComplete="email" fullWidth required />
          <PasswordField name="password" control={control} label="Password" autoComplete="new-password" helperText="At least 8 characters, with a letter and a number" />
          <SubmitButton busy={formState.isSubmitting} disabled={googleBusy} fullWidth>
            Create account
          </SubmitButton>
        </Stack>
      </ZodForm>
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        Already have an account?{" "}
        <Link component={RouterLink} to={loginLink}>
          Log in
        </Link>
      </Typography>
    </>
  );
}
