import { describe, expect, it } from "vitest";
import { cameraProblemOf, loadQrDetector } from "./camera";

describe("cameraProblemOf", () => {
  it.each([
    ["NotAllowedError", "denied"],
    ["PermissionDeniedError", "denied"],
    ["SecurityError", "denied"],
    ["NotFoundError", "missing"],
    ["OverconstrainedError", "missing"],
    ["NotReadableError", "busy"],
    ["AbortError", "busy"],
    ["TypeError", "failed"],
  ])("%s is %s", (name, problem) => {
    expect(cameraProblemOf(new DOMException("no", name))).toBe(problem);
  });

  it("anything else is 'failed'", () => {
    expect(cameraProblemOf("boom")).toBe("failed");
    expect(cameraProblemOf(null)).toBe("failed");
  });
});

describe("loadQrDetector", () => {
  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    const made: unknown[] = [];
    class Native {
      constructor(options: unknown) {
        made.push(options);
      }
      static getSupportedFormats() {
        return Promise.resolve(["ean_13", "qr_code"]);
      }
      detect() {
        return Promise.resolve([]);
      }
    }
    const { native, detector } = await loadQrDetector({ BarcodeDetector: Native });
    expect(native).toBe(true);
    expect(detector).toBeInstanceOf(Native);
    expect(made).toEqual([{ formats: ["qr_code"] }]);
  });

  it("falls back to the library without a native detector, or with one that does not read QR codes", async () => {
    class NoQr {
      static getSupportedFormats() {
        return Promise.resolve(["ean_13"]);
      }
      detect() {
        return Promise.resolve([]);
      }
    }
    for (const scope of [{}, { BarcodeDetector: NoQr }]) {
      const { native, detector } = await loadQrDetector(scope);
      expect(native).toBe(false);
      expect(typeof detector.detect).toBe("function");
    }
  });

  it("the library reads a player card's QR code", async () => {
    const { encodeQR } = await import("qr");
    const link = "https://rallyhub.example/profile/u-123";
    const grid = encodeQR(link, "raw", { ecc: "medium", border: 4 });
    const scale = 4;
    const size = grid.length * scale;
    const data = new Uint8ClampedArray(size * size * 4);
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        const dark = grid[Math.floor(y / scale)]?.[Math.floor(x / scale)] === true;
        data.fill(dark ? 0 : 255, (y * size + x) * 4, (y * size + x) * 4 + 3);
        data[(y * size + x) * 4 + 3] = 255;
      }
    const { default: decodeQR } = await import("qr/decode.js");
    expect(decodeQR({ width: size, height: size, data })).toBe(link);
  });
});
