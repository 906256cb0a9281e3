import { lazy, Suspense, useEffect, useState } from "react";
import { toast, type Toast } from "@/lib/toast";

const ToastView = lazy(() => import("./ToastView"));

/** Shows the toast queue one message at a time (lib/toast.ts holds the queue). */
export function ToastHost() {
  const [queue, setQueue] = useState<readonly Toast[]>([]);
  useEffect(() => toast.subscribe(setQueue), []);
  useEffect(() => toast.flushPending(), []);
  const current = queue[0];
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={current.id} current={current} />
    </Suspense>
  );
}
