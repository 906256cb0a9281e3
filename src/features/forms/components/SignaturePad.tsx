import { useRef } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

const WIDTH = 600;
const HEIGHT = 180;

/**
 * A drawn signature: strokes with a mouse, a pen or a finger on a canvas,
 * handed on as a PNG data URL when each stroke ends ("" once cleared). Who
 * cannot draw signs by typing their name instead (the waiver's other option,
 * offered first).
 */
export function SignaturePad({ value, onChange, label, invalid, describedBy }: { value: string; onChange: (dataUrl: string) => void; label: string; invalid: boolean; describedBy?: string }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef(false);

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const el = e.currentTarget;
    const box = el.getBoundingClientRect();
    return { x: ((e.clientX - box.left) / (box.width || WIDTH)) * WIDTH, y: ((e.clientY - box.top) / (box.height || HEIGHT)) * HEIGHT };
  };
  const context = () => {
    const ctx = canvas.current?.getContext("2d") ?? null;
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = "round";
      ctx.lineJoin = "round";
      ctx.strokeStyle = "#111";
    }
    return ctx;
  };

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={(el: HTMLCanvasElement | null) => {
          if (el && el !== canvas.current && value) {
            // Back from typing: the drawing made before is shown again.
            const image = new Image();
            image.onload = () => el.getContext("2d")?.drawImage(image, 0, 0);
            image.src = value;
          }
          canvas.current = el;
        }}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={`${label}${value ? ": signed" : ": empty"}`}
        aria-describedby={describedBy}
        onPointerDown={(e: React.PointerEvent<HTMLCanvasElement>) => {
          const ctx = context();
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(p.x + 0.1, p.y + 0.1);
          ctx.stroke();
        }}
        onPointerMove={(e: React.PointerEvent<HTMLCanvasElement>) => {
          if (!drawing.current) return;
          const ctx = context();
          if (!ctx) return;
          const p = point(e);
          ctx.lineTo(p.x, p.y);
          ctx.stroke();
        }}
        onPointerUp={() => {
          if (!drawing.current) return;
          drawing.current = false;
          const el = canvas.current;
          if (el) onChange(el.toDataURL("image/png"));
        }}
        sx={{
          width: "100%",
          maxWidth: WIDTH,
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          touchAction: "none",
          bgcolor: "background.paper",
          border: 2,
          borderStyle: "dashed",
          borderColor: invalid ? "error.main" : "divider",
          borderRadius: 1,
          cursor: "crosshair",
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Sign inside the box with your mouse, pen or finger.
        </Typography>
        <Button
          size="small"
          onClick={() => {
            const el = canvas.current;
            el?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
            onChange("");
          }}
          disabled={!value}
        >
          Clear signature
        </Button>
      </Stack>
    </Stack>
  );
}
