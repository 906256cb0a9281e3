import { z } from "zod";
import type { Post } from "@rallyhub/domain/posts/model";
import { readData } from "@rallyhub/domain/stored/fields";
import { postSchema } from "@rallyhub/domain/stored/posts";

/** The subset of a Firestore Timestamp used here (the Admin SDK's, or a plain {seconds, nanoseconds} in tests). */
interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toMillis(): number;
}

const isTimestamp = (v: unknown): v is TimestampLike =>
  typeof v === "object" && v !== null && typeof (v as { toMillis?: unknown }).toMillis === "function" && typeof (v as { seconds?: unknown }).seconds === "number";

/** A posts/{id} document as the app sees it (postSchema: Timestamps as epoch millis; anything malformed as empty). */
export function postFrom(id: string, data: Record<string, unknown>): Post {
  return readData(postSchema, id, data);
}

/**
 * Where a page of posts ended: the last post's createdAt (seconds and
 * nanoseconds, exactly as stored: millis would skip a post written in the same
 * millisecond) and id. Opaque to the app.
 */
export interface PostCursor {
  seconds: number;
  nanoseconds: number;
  id: string;
}

const cursorSchema = z
  .object({
    v: z.literal(1),
    s: z.number().int(),
    n: z.number().int().min(0).max(999_999_999),
    id: z.string().regex(/^(?!__)[A-Za-z0-9_-]{1,128}$/),
  })
  .strict();

export function encodeCursor(c: PostCursor): string {
  return Buffer.from(JSON.stringify({ v: 1, s: c.seconds, n: c.nanoseconds, id: c.id }), "utf8").toString("base64url");
}

/** The cursor, or null when it is not one of ours. */
export function decodeCursor(raw: string): PostCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")));
    return parsed.success ? { seconds: parsed.data.s, nanoseconds: parsed.data.n, id: parsed.data.id } : null;
  } catch {
    return null;
  }
}

/** The cursor after a post document, or null when its createdAt is not a Timestamp. */
export function cursorAfter(id: string, createdAt: unknown): PostCursor | null {
  return isTimestamp(createdAt) ? { seconds: createdAt.seconds, nanoseconds: createdAt.nanoseconds, id } : null;
}
