// The seed's documents: each is built through its collection's write schema
// (packages/domain/src/stored, the schemas the Functions write with), so a
// seeded document that drifts from its collection (a missing field, a wrong
// type, a key the schema does not know) stops the seed, naming the document.
import { collectionOf, writeSchemaFor } from "@rallyhub/domain/stored/write/collections";
import type { $ZodType, input, output } from "zod/v4/core";

/** A stored collection's write schema: what the seed uses of it is its parse and its input and output types. */
export type StoredSchema = $ZodType<Record<string, unknown>> & { parse(data: unknown): unknown };

/** What a builder gives a schema: the document as written, before parsing. */
export type WriteOf<S extends StoredSchema> = input<S>;

/** A document the seed writes: its path and its data as the collection's write schema parsed it. */
export interface StoredDoc<S extends StoredSchema = StoredSchema> {
  path: string;
  data: output<S>;
}

/** Any seeded document. */
export type SeedDoc = StoredDoc;

/**
 * The document at `path`, parsed with `schema`, its collection's write schema
 * (packages/domain/src/stored/write/collections.ts lists them by collection): a
 * document that does not fit throws here, naming the document. It is also
 * checked against the schema collections.ts lists for `path`, so a builder
 * that gives a document another collection's schema fails too. (The schemas
 * cannot be compared as objects: under tsx the domain package, which is
 * CommonJS, can be loaded twice, once for an import and once for a require.)
 */
export function storedDoc<S extends StoredSchema>(schema: S, path: string, data: WriteOf<S>): StoredDoc<S> {
  const collectionSchema = writeSchemaFor(path);
  if (!collectionSchema) throw new Error(`The seed writes ${path}, a collection with no write schema in packages/domain/src/stored/write/collections.ts.`);
  try {
    const parsed = schema.parse(data) as output<S>;
    collectionSchema.parse(data);
    return { path, data: parsed };
  } catch (error) {
    throw new Error(`Seeded document ${path} does not match its write schema: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The documents of one collection ("teams/roster" for teams/{id}/roster/{uid}), typed by its write schema (each parsed with it again). */
export function docsIn<S extends StoredSchema>(docs: readonly SeedDoc[], collection: string, schema: S): Array<StoredDoc<S>> {
  return docs.filter((doc) => collectionOf(doc.path) === collection).map((doc) => ({ path: doc.path, data: schema.parse(doc.data) as output<S> }));
}
