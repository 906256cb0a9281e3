import Box from "@mui/material/Box";
import type { LatLng } from "@rallyhub/domain/geo";
import type { Bounds } from "@rallyhub/domain/places/bounds";

/**
 * Without a Maps key (or while the map cannot load): a plain drawing of the
 * area, its centre and the places found, so the list has a sense of where
 * things are and nothing on the page is a broken map. North is up.
 */
export function AreaSketch({ bounds, center, places }: { bounds: Bounds; center: LatLng; places: Array<LatLng & { id: string; name: string }> }) {
  const w = 300;
  const h = 200;
  const x = (lng: number) => ((lng - bounds.west) / Math.max(1e-9, bounds.east - bounds.west)) * w;
  const y = (lat: number) => ((bounds.north - lat) / Math.max(1e-9, bounds.north - bounds.south)) * h;
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={`Sketch of the area: ${places.length} place${places.length === 1 ? "" : "s"} shown, north is up`}
      sx={{ width: "100%", maxWidth: 480, height: "auto", display: "block", bgcolor: "action.hover", borderRadius: 1, border: 1, borderColor: "divider" }}
    >
      <line x1={w / 2} y1={0} x2={w / 2} y2={h} stroke="currentColor" strokeOpacity={0.12} />
      <line x1={0} y1={h / 2} x2={w} y2={h / 2} stroke="currentColor" strokeOpacity={0.12} />
      <text x={w / 2 + 4} y={12} fontSize={10} fill="currentColor">
        N
      </text>
      {places.map((p) => (
        <circle key={p.id} cx={x(p.lng)} cy={y(p.lat)} r={5} fill="#1565c0" fillOpacity={0.85}>
          <title>{p.name}</title>
        </circle>
      ))}
      <path d={`M ${x(center.lng) - 6} ${y(center.lat)} h 12 M ${x(center.lng)} ${y(center.lat) - 6} v 12`} stroke="#c62828" strokeWidth={2} />
    </Box>
  );
}
