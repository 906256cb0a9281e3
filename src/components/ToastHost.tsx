import { lazy, Suspense, useEffect } from "react";
import { useAppSelector } from "@/lib/hooks";
import { selectToasts, toast } from "@/lib/toast";

const ToastView = lazy(() => import("./ToastView"));

/** Shows the toast queue one message at a time (the store's `toasts` slice, lib/toast.ts). */
export function ToastHost() {
  const current = useAppSelector(selectToasts)[0];
  useEffect(() => toast.flushPending(), []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <ToastView key={current.id} current={current} />
    </Suspense>
  );
}
