import { useCallback, useEffect, useRef, useState } from "react";
import { cameraProblemOf, loadQrDetector, type CameraProblem, type QrDetector } from "../model/camera";

/** How often a frame is read (a detector call takes a few milliseconds; four a second feels instant). */
export const SCAN_INTERVAL_MS = 250;

export type CameraState = { status: "off" } | { status: "starting" } | { status: "on" } | { status: "error"; problem: CameraProblem };

/**
 * The back camera in a <video>, read for QR codes until stopped. Each code
 * read (while not paused) goes to `onCode`. The camera is released when
 * stopped, when the component unmounts (leaving the page) and when the page
 * is hidden; a stale start (stopped while the permission prompt was open)
 * releases what it got.
 */
export function useQrCamera(onCode: (text: string) => void, paused: boolean) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<CameraState>({ status: "off" });
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** Bumped by every start and stop: work of an older run stops at its next step. */
  const runRef = useRef(0);
  const onCodeRef = useRef(onCode);
  const pausedRef = useRef(paused);
  useEffect(() => {
    onCodeRef.current = onCode;
    pausedRef.current = paused;
  });

  const release = useCallback(() => {
    runRef.current += 1;
    if (timerRef.current !== null) clearTimeout(timerRef.current);
    timerRef.current = null;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState({ status: "off" });
  }, [release]);

  const start = useCallback(async () => {
    release();
    const run = runRef.current;
    const current = () => run === runRef.current;
    // Read afresh after each await (the page pauses while it shows a result).
    const paused = () => pausedRef.current;
    const media = typeof navigator === "undefined" ? undefined : (navigator.mediaDevices as MediaDevices | undefined);
    if (!media?.getUserMedia) {
      setState({ status: "error", problem: "unsupported" });
      return;
    }
    setState({ status: "starting" });
    let stream: MediaStream;
    let detector: QrDetector;
    try {
      stream = await media.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
    } catch (e: unknown) {
      if (current()) setState({ status: "error", problem: cameraProblemOf(e) });
      return;
    }
    if (!current()) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;
    try {
      detector = (await loadQrDetector()).detector;
    } catch {
      // The library's download failed (offline): say so; manual entry still works.
      if (current()) {
        release();
        setState({ status: "error", problem: "failed" });
      }
      return;
    }
    if (!current()) return;
    const video = videoRef.current;
    if (video) {
      video.srcObject = stream;
      // A muted inline video may still refuse to autoplay; its frames are read all the same where it plays.
      video.play().catch(() => undefined);
    }
    for (const track of stream.getVideoTracks()) {
      track.addEventListener("ended", () => {
        // Permission revoked or the camera unplugged.
        if (current()) stop();
      });
    }
    setState({ status: "on" });
    const tick = async () => {
      if (!current()) return;
      const frame = videoRef.current;
      if (frame && !paused() && frame.readyState >= 2 && frame.videoWidth > 0) {
        try {
          const text = (await detector.detect(frame))[0]?.rawValue;
          if (text && current() && !paused()) {
            // Paused from here until the page's next render passes its own `paused` (it shows what it
            // did with the code): on a slow device that render can come after the next read, which
            // would hand the same card over twice (two check-ins).
            pausedRef.current = true;
            onCodeRef.current(text);
          }
        } catch {
          // A frame that cannot be read: the next one will do.
        }
      }
      if (current()) timerRef.current = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    void tick();
  }, [release, stop]);

  // Leaving the page releases the camera; so does hiding it (another tab, the phone locked).
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden" && streamRef.current) stop();
    };
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      document.removeEventListener("visibilitychange", onHidden);
      release();
    };
  }, [release, stop]);

  return { videoRef, state, start, stop };
}
