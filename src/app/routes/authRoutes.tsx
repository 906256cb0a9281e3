import { Navigate, type RouteObject } from "react-router-dom";

export const authPages = {
  login: () => import("@/features/auth/components/LoginPage"),
  signUp: () => import("@/features/auth/components/SignUpPage"),
  forgotPassword: () => import("@/features/auth/components/ForgotPasswordPage"),
  verifyEmail: () => import("@/features/auth/components/VerifyEmailPage"),
  action: () => import("@/features/auth/components/ActionPage"),
};

/** Spec §2.4 group auth: auth/login, auth/sign-up, auth/forgot-password, auth/verify-email; the empty path goes to sign-up. */
export const authRoutes: RouteObject[] = [
  {
    path: "auth",
    children: [
      { index: true, element: <Navigate to="/auth/sign-up" replace /> },
      { path: "login", lazy: authPages.login },
      { path: "sign-up", lazy: authPages.signUp },
      { path: "forgot-password", lazy: authPages.forgotPassword },
      { path: "verify-email", lazy: authPages.verifyEmail },
      { path: "action", lazy: authPages.action },
    ],
  },
];
