import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router-dom";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import MenuIcon from "@mui/icons-material/Menu";
import { brand } from "@/lib/brand";
import { displayNameOf, type AuthState } from "@/lib/session/authSlice";
import { PRIMARY_LINKS } from "./navLinks";

// Signed-in parts load with the session, not with every visitor's first page.
const AccountButton = lazy(() => import("./AccountButton"));
const NotificationsBell = lazy(() => import("@/features/notifications/components/NotificationsBell"));
const MessagesButton = lazy(() => import("@/features/messages/components/MessagesButton"));

export interface TopBarProps {
  auth: AuthState;
  onOpenMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

export function TopBar({ auth, onOpenMenu, onLogout, loggingOut }: TopBarProps) {
  const signedIn = auth.user !== null;
  const name = displayNameOf(auth);
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ bgcolor: "background.paper", borderBottom: 1, borderColor: "divider" }}>
      <Toolbar sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to={signedIn ? "/home" : "/"}
          variant="h6"
          sx={{ color: "primary.main", fontWeight: 800, textDecoration: "none", display: "flex", alignItems: "center", gap: 1, mr: 2, minHeight: 44 }}
        >
          <Box component="img" src={brand.logoPath} alt="" sx={{ width: 28, height: 28 }} />
          {brand.productName}
        </Typography>
        <Box component="nav" aria-label="Primary" sx={{ display: { xs: "none", md: "flex" }, gap: 0.5, flexGrow: 1 }}>
          {PRIMARY_LINKS.filter((l) => signedIn || !l.signedIn).map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {auth.status === "idle" ? (
          <Box sx={{ width: 36, height: 36, borderRadius: "50%", bgcolor: "action.hover" }} role="status" aria-label="Checking sign-in" />
        ) : signedIn ? (
          <>
            {auth.user ? (
              <Suspense fallback={null}>
                <MessagesButton uid={auth.user.uid} />
                <NotificationsBell uid={auth.user.uid} />
              </Suspense>
            ) : null}
            <Suspense fallback={<Box sx={{ width: 52, height: 52 }} />}>
              <AccountButton name={name} photoURL={auth.profile?.photoURL || auth.user?.photoURL || ""} onLogout={onLogout} loggingOut={loggingOut} />
            </Suspense>
          </>
        ) : (
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button component={RouterLink} to="/auth/login" color="inherit">
              Log in
            </Button>
            <Button component={RouterLink} to="/auth/sign-up" variant="contained" sx={{ display: { xs: "none", sm: "inline-flex" } }}>
              Sign up
            </Button>
          </Box>
        )}
        <IconButton edge="end" onClick={onOpenMenu} aria-label="Open menu">
          <MenuIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
