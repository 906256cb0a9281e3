// The part of targaryen v3 (no bundled types) that the database rules tests use.
declare module "targaryen" {
  interface TargaryenResult {
    path: string;
    auth: unknown;
    type: "read" | "write" | "patch";
    allowed: boolean;
    info: string;
    newValue?: unknown;
  }

  interface TargaryenDatabase {
    with(options: { rules?: object; data?: unknown; auth?: object | null; now?: number; debug?: boolean }): TargaryenDatabase;
    /** Note: as(null) keeps the current auth; start from a fresh database for signed-out visitors. */
    as(auth: object | null): TargaryenDatabase;
    read(path: string, options?: { now?: number; query?: object }): TargaryenResult;
    write(path: string, value: unknown, options?: { now?: number; priority?: unknown }): TargaryenResult;
    update(path: string, patch: Record<string, unknown>, options?: { now?: number }): TargaryenResult;
  }

  const targaryen: {
    database(rules: object, data?: unknown, now?: number | null): TargaryenDatabase;
  };
  export default targaryen;
}
