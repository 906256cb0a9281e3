import { useEffect, useState } from "react";
import { useLocation } from "react-router-dom";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import CloseIcon from "@mui/icons-material/Close";
import { useAppSelector } from "@/lib/hooks";
import { brand } from "@/lib/brand";
import { ProfileForm } from "@/features/profile/public";
import { RETURN_ROUTE_KEY, useSaveProfile } from "@/features/profile/public";
import { waitForSignedIn } from "@/lib/session/authGate";
import type { SignInOutcome } from "@/features/auth/api/authService";
import { selectAuth } from "@/lib/session/authSlice";
import { SignUpForm } from "@/features/auth/components/SignUpPage";

/**
 * The sign-up dialog: create the account without leaving the page, then the
 * general settings (the profile form) in the same dialog (spec §2.6). Finishing
 * returns to the page it was opened from (the stored return route).
 */
export default function SignUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const location = useLocation();
  const auth = useAppSelector(selectAuth);
  const [step, setStep] = useState<"account" | "profile">("account");
  const save = useSaveProfile({ isNew: true, inAuthDialog: true });

  useEffect(() => {
    if (open) sessionStorage.setItem(RETURN_ROUTE_KEY, `${location.pathname}${location.search}`);
  }, [open, location.pathname, location.search]);

  const signedIn = async (outcome: SignInOutcome) => {
    await waitForSignedIn(outcome.uid);
    if (outcome.newUser) setStep("profile");
    else onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth={step === "profile" ? "md" : "xs"} fullWidth aria-labelledby="signup-dialog-title">
      <DialogTitle id="signup-dialog-title" sx={{ pr: 6 }}>
        {step === "account" ? `Join ${brand.productName}` : "Almost there"}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>{step === "account" ? <SignUpForm onSignedIn={signedIn} /> : <ProfileForm isNew profile={auth.profile} authEmail={auth.user?.email ?? ""} onSave={save} />}</DialogContent>
    </Dialog>
  );
}
