/**
 * Reading QR codes from the camera: the browser's own BarcodeDetector where it
 * reads QR codes, otherwise the `qr` library's BarcodeDetector (pure
 * JavaScript, no WebAssembly), downloaded only then, on the scan page.
 */

/** What the scan page needs of a detector (the native class and the library's have this shape). */
export interface QrDetector {
  detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}

interface DetectorClass {
  new (options?: { formats?: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The native detector when the browser has one that reads QR codes; otherwise the library's. */
export async function loadQrDetector(scope: { BarcodeDetector?: unknown } = globalThis as { BarcodeDetector?: unknown }): Promise<{ detector: QrDetector; native: boolean }> {
  const Native = scope.BarcodeDetector as DetectorClass | undefined;
  if (typeof Native === "function") {
    try {
      const formats = Native.getSupportedFormats ? await Native.getSupportedFormats() : [];
      if (formats.includes("qr_code")) return { detector: new Native({ formats: ["qr_code"] }), native: true };
    } catch {
      // A detector that cannot say what it reads (or fails to) is no use: the library reads QR codes everywhere.
    }
  }
  const { BarcodeDetector } = await import("qr/decode.js");
  return { detector: new BarcodeDetector({ formats: ["qr_code"] }), native: false };
}

/** Why the camera is not showing anything. */
export type CameraProblem = "denied" | "missing" | "busy" | "unsupported" | "failed";

/** The problem behind a getUserMedia failure (DOMException names, old and new). */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
    case "ConstraintNotSatisfiedError":
      return "missing";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "busy";
    default:
      return "failed";
  }
}
