// storage.rules: avatar uploads. The Storage emulator (and with it the only
// engine that evaluates Storage rules offline) needs a download that this
// machine cannot make, so these tests do NOT evaluate the rules: they parse
// storage.rules and check its structure (which paths are matched, and what
// each allow statement requires). A rule that reads right but behaves wrongly
// would pass here; only the Storage emulator (with internet) or a deployment
// can prove the behaviour.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./setup";

const source = readFileSync(path.join(ROOT, "storage.rules"), "utf8");
/** The rules without comments, with runs of white space made one space. */
const code = source
  .replace(/\/\/.*$/gm, "")
  .replace(/\s+/g, " ")
  .trim();

interface Block {
  path: string;
  allows: Array<{ methods: string[]; condition: string }>;
}

/** Every match block (full path) with the allow statements directly inside it. */
function blocks(text: string): Block[] {
  const found: Block[] = [];
  const stack: Array<{ block: Block | null; depth: number }> = [];
  let depth = 0;
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const match = /^match\s+(\S+)\s*\{/.exec(rest);
    if (match?.[1]) {
      const parent = [...stack].reverse().find((s) => s.block)?.block?.path ?? "";
      const block: Block = { path: parent + match[1], allows: [] };
      found.push(block);
      depth += 1;
      stack.push({ block, depth });
      i += match[0].length;
      continue;
    }
    const allow = /^allow\s+([a-z, ]+?)\s*:\s*if\s+([^;]+);/.exec(rest);
    if (allow?.[1] && allow[2]) {
      const owner = stack.at(-1);
      if (!owner?.block || owner.depth !== depth) throw new Error(`allow outside a match block: ${allow[0]}`);
      owner.block.allows.push({ methods: allow[1].split(",").map((m) => m.trim()), condition: allow[2].trim() });
      i += allow[0].length;
      continue;
    }
    const ch = text[i];
    if (ch === "{") {
      depth += 1;
      stack.push({ block: null, depth });
    } else if (ch === "}") {
      if (stack.at(-1)?.depth === depth) stack.pop();
      depth -= 1;
    }
    i += 1;
  }
  if (depth !== 0) throw new Error("storage.rules has unbalanced braces");
  return found;
}

const parsed = blocks(code);
const avatars = parsed.find((b) => b.path === "/b/{bucket}/o/avatars/{fileName}");
const conditionFor = (method: string): string | undefined => avatars?.allows.find((a) => a.methods.includes(method))?.condition;

describe("storage.rules (structure only: no Storage emulator here)", () => {
  it("is a version 2 firebase.storage rules file", () => {
    expect(code).toMatch(/^rules_version = ['"]2['"]; service firebase\.storage \{/);
  });

  it("matches the bucket, avatars/{fileName}, placePhotos/{uid}/{fileName} and sites/{uid}/{fileName} only (everything else is denied by default)", () => {
    expect(parsed.map((b) => b.path)).toEqual(["/b/{bucket}/o", "/b/{bucket}/o/avatars/{fileName}", "/b/{bucket}/o/placePhotos/{uid}/{fileName}", "/b/{bucket}/o/sites/{uid}/{fileName}"]);
    expect(parsed[0]?.allows).toEqual([]);
  });

  it("allows each method once, and never 'write' or 'list' as a whole", () => {
    const methods = avatars?.allows.flatMap((a) => a.methods) ?? [];
    expect([...methods].sort()).toEqual(["create", "delete", "get", "update"]);
  });

  it("lets anyone get an avatar", () => {
    expect(conditionFor("get")).toBe("true");
  });

  it("creates and updates under one condition", () => {
    expect(avatars?.allows.find((a) => a.methods.includes("create"))?.methods.sort()).toEqual(["create", "update"]);
  });

  describe("create and update", () => {
    const condition = () => conditionFor("create") ?? "";

    it("require a signed-in user", () => {
      expect(condition()).toContain("request.auth != null");
    });

    it("require the file name to be the user's uid + '.jpg'", () => {
      expect(condition()).toMatch(/fileName == request\.auth\.uid \+ ['"]\.jpg['"]/);
    });

    it("require an image content type", () => {
      expect(condition()).toMatch(/request\.resource\.contentType\.matches\(['"]image\/\.\*['"]\)/);
    });

    it("require a size under 5 MB", () => {
      expect(condition()).toContain("request.resource.size < 5 * 1024 * 1024");
    });

    it("join every requirement with && (no || that could open another way in)", () => {
      expect(condition()).not.toContain("||");
      expect(condition().split("&&")).toHaveLength(4);
    });
  });

  describe("delete", () => {
    const condition = () => conditionFor("delete") ?? "";

    it("requires the signed-in owner of the file, and nothing else opens it", () => {
      expect(condition()).toContain("request.auth != null");
      expect(condition()).toMatch(/fileName == request\.auth\.uid \+ ['"]\.jpg['"]/);
      expect(condition()).not.toContain("||");
    });
  });
});

describe("storage.rules: photos of places (structure only)", () => {
  const photos = parsed.find((b) => b.path === "/b/{bucket}/o/placePhotos/{uid}/{fileName}");
  const photoCondition = (method: string): string => photos?.allows.find((a) => a.methods.includes(method))?.condition ?? "";

  it("allows get, create, update and delete once each, never 'write' or 'list' as a whole", () => {
    const methods = photos?.allows.flatMap((a) => a.methods) ?? [];
    expect([...methods].sort()).toEqual(["create", "delete", "get", "update"]);
  });

  it("lets anyone get a photo (place pages are public)", () => {
    expect(photoCondition("get")).toBe("true");
  });

  it("creates and updates only in the signed-in user's own folder, an image under 5 MB, every requirement joined by &&", () => {
    const condition = photoCondition("create");
    expect(photos?.allows.find((a) => a.methods.includes("create"))?.methods.sort()).toEqual(["create", "update"]);
    expect(condition).toContain("request.auth != null");
    expect(condition).toContain("request.auth.uid == uid");
    expect(condition).toMatch(/request\.resource\.contentType\.matches\(['"]image\/\.\*['"]\)/);
    expect(condition).toContain("request.resource.size < 5 * 1024 * 1024");
    expect(condition).not.toContain("||");
    expect(condition.split("&&")).toHaveLength(4);
  });

  it("deletes only in the signed-in user's own folder", () => {
    const condition = photoCondition("delete");
    expect(condition).toContain("request.auth != null");
    expect(condition).toContain("request.auth.uid == uid");
    expect(condition).not.toContain("||");
  });
});

describe("storage.rules: website images (structure only)", () => {
  const sites = parsed.find((b) => b.path === "/b/{bucket}/o/sites/{uid}/{fileName}");
  const conditionFor = (method: string): string => sites?.allows.find((a) => a.methods.includes(method))?.condition ?? "";

  it("allows get, create, update and delete, never list or write as a whole", () => {
    expect([...(sites?.allows.flatMap((a) => a.methods) ?? [])].sort()).toEqual(["create", "delete", "get", "update"]);
    expect(conditionFor("get")).toBe("true");
  });

  it("writes only into the signed-in user's own folder: an image under 5 MB, every requirement joined with &&", () => {
    const condition = conditionFor("create");
    expect(condition).toContain("request.auth != null");
    expect(condition).toContain("request.auth.uid == uid");
    expect(condition).toMatch(/request\.resource\.contentType\.matches\(['"]image\/\.\*['"]\)/);
    expect(condition).toContain("request.resource.size < 5 * 1024 * 1024");
    expect(condition).not.toContain("||");
    expect(condition.split("&&")).toHaveLength(4);
  });

  it("deletes only in the signed-in user's own folder", () => {
    expect(conditionFor("delete")).toContain("request.auth.uid == uid");
    expect(conditionFor("delete")).not.toContain("||");
  });
});
