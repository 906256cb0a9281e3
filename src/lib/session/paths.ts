/** The login route, carrying where to return afterwards. */
export function loginPath(returnTo?: string, extra?: Record<string, string>): string {
  const params = new URLSearchParams(extra);
  if (returnTo && returnTo !== "/" && !returnTo.startsWith("/auth")) params.set("returnUrl", returnTo);
  const query = params.toString();
  return `/auth/login${query ? `?${query}` : ""}`;
}

/** Spec §2.4, §4 Logout: where every logout lands. */
export const LOGOUT_DESTINATION = "/auth/login?logout=true";

/** Only same-site paths are followed after login, never another origin. */
export function safeReturnPath(value: string | null | undefined, fallback = "/home"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}

/** Spec §2.4: protected path prefixes re-checked after navigation. */
export const PROTECTED_PREFIXES = ["/home", "/profile", "/teams"] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
