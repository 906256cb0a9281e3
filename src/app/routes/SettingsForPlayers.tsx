import { Navigate, useLocation } from "react-router-dom";

/** settings is organizer-only on its own (spec §2.1); everyone else uses the copy under the profile area. */
export function SettingsForPlayers() {
  const location = useLocation();
  return <Navigate to={`/profile/settings${location.search}`} replace />;
}
