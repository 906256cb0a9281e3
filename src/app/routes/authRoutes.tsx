import { Navigate, type RouteObject } from "react-router-dom";
import { pending } from "./routeHelpers";

/** Spec §2.4 group auth: auth/login, auth/sign-up, auth/forgot-password, auth/verify-email; the empty path goes to sign-up. */
export const authRoutes: RouteObject[] = [
  {
    path: "auth",
    children: [
      { index: true, element: <Navigate to="/auth/sign-up" replace /> },
      pending("login", "Log in"),
      pending("sign-up", "Sign up"),
      pending("forgot-password", "Forgot password"),
      pending("verify-email", "Verify your e-mail"),
    ],
  },
];
