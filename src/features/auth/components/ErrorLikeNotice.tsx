import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { AuthLayout } from "./AuthLayout";

export function ErrorLikeNotice() {
  return (
    <AuthLayout title="This link doesn't work">
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        This link is invalid or has already been used. Request a new one.
      </Alert>
      <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
        Back to log in
      </Button>
    </AuthLayout>
  );
}
