/** A billing date as people read it ("Nov 23, 2026"); an unknown one as "—". */
export function formatDay(millis: number | null | undefined): string {
  if (millis === null || millis === undefined || !Number.isFinite(millis)) return "—";
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(new Date(millis));
}
