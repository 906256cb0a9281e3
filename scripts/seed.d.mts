// Types of what TypeScript code (tests/integration) imports from seed.mjs.

export interface EmulatorTarget {
  /** Must start with "demo-". */
  projectId?: string;
  /** "127.0.0.1:PORT" */
  firestoreHost: string;
  /** "127.0.0.1:PORT" */
  authHost: string;
}

/** Empties the project's Firestore and Auth emulators; refuses a project whose id does not start with "demo-". */
export function clearEmulatorData(target: EmulatorTarget): Promise<void>;
