import { Navigate, useSearchParams } from "react-router-dom";
import { ErrorLikeNotice } from "./ErrorLikeNotice";

/**
 * auth/action: the address Firebase e-mail links point to (configure it as the
 * custom action URL in the Firebase console). It hands each kind of link to its page.
 */
export function Component() {
  const [params] = useSearchParams();
  const mode = params.get("mode");
  const query = params.toString();
  if (mode === "resetPassword") return <Navigate to={`/auth/forgot-password?${query}`} replace />;
  if (mode === "verifyEmail") return <Navigate to={`/verify-email?${query}`} replace />;
  if (mode === "verifyAndChangeEmail" || mode === "recoverEmail") return <Navigate to={`/verify-new-email?${query}`} replace />;
  return <ErrorLikeNotice />;
}
