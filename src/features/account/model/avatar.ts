/** Generated avatars: initials on a colour, as an SVG data URL (no upload needed). */
export const AVATAR_COLORS = ["#0b6e4f", "#1565c0", "#6a1b9a", "#c62828", "#ef6c00", "#2e7d32"] as const;

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0]?.[0] ?? ""}${words[words.length - 1]?.[0] ?? ""}` : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}

export function generatedAvatar(name: string, color: string): string {
  const text = initialsOf(name).replace(/[<>&"']/g, "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"><rect width="128" height="128" fill="${color}"/><text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="700" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

/** The square crop of an image (centre, zoomed in by `zoom` ≥ 1, moved by offsets in -1..1). */
export function cropRect(width: number, height: number, zoom: number, offsetX: number, offsetY: number): { sx: number; sy: number; size: number } {
  const size = Math.min(width, height) / Math.max(1, zoom);
  const maxX = (width - size) / 2;
  const maxY = (height - size) / 2;
  const clamp = (v: number) => Math.max(-1, Math.min(1, v));
  return { sx: maxX + clamp(offsetX) * maxX, sy: maxY + clamp(offsetY) * maxY, size };
}

export const AVATAR_SIZE = 256;
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
