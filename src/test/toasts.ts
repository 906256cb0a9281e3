import { expect } from "vitest";
import { waitFor } from "@testing-library/react";
import { toast, type Toast } from "@/lib/toast";

/** The toasts queued right now. */
export function queued(): readonly Toast[] {
  let seen: readonly Toast[] = [];
  toast.subscribe((q) => (seen = q))();
  return seen;
}

/** Waits until a toast with this message and severity is queued. */
export async function expectToast(message: string, severity: Toast["severity"]): Promise<void> {
  await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message, severity })));
}
