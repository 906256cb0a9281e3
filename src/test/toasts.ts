import { expect } from "vitest";
import { waitFor } from "@testing-library/react";
import { appStore } from "@/lib/session/storeAccess";
import { selectToasts, type Toast } from "@/lib/toast";

/** The toasts queued right now (in the store the test registered). */
export function queued(): readonly Toast[] {
  return selectToasts(appStore().getState());
}

/** Waits until a toast with this message and severity is queued. */
export async function expectToast(message: string, severity: Toast["severity"]): Promise<void> {
  await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message, severity })));
}
