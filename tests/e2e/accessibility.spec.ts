import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { a11yFindings, checkA11y, expect, findA11yViolations, test } from "./fixtures";

// The accessibility check itself: it must see a violation, and a violation must fail a journey.

const BROKEN = `<!doctype html><html lang="en"><head><title>Broken on purpose</title></head><body>
<main><h1>Broken on purpose</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20"><button type="button"></button></main>
</body></html>`;

test("the checker reports an image without alt text and a button without a name", async ({ page }) => {
  await page.setContent(BROKEN);
  const found = await findA11yViolations(page);
  expect(found.map((v) => [v.id, v.impact])).toEqual(
    expect.arrayContaining([
      ["image-alt", "critical"],
      ["button-name", "critical"],
    ]),
  );
  expect(found.find((v) => v.id === "image-alt")?.nodes.map((n) => n.target)).toEqual(["img"]);
  await expect(checkA11y(page)).rejects.toThrow(/\[critical\] image-alt: .*\n.*- img/);
  await expect(checkA11y(page)).rejects.toThrow(/\[critical\] button-name/);

  await page.setContent(BROKEN.replace("<img ", '<img alt="A dot" ').replace('<button type="button"></button>', '<button type="button">Go</button>'));
  await checkA11y(page);
});

test("only the WCAG 2.0/2.1 A and AA rules count: a serious best-practice rule does not", async ({ page }) => {
  // aria-treeitem-name (serious) is tagged best-practice only; button-name is WCAG 2.0 A.
  await page.setContent(`<!doctype html><html lang="en"><head><title>Tags</title></head><body><main><h1>Tags</h1>
    <div role="tree" aria-label="Files"><div role="treeitem" aria-selected="false"></div></div><button type="button"></button></main></body></html>`);
  expect((await findA11yViolations(page)).map((v) => v.id)).toEqual(["button-name"]);
});

test.describe("a journey", () => {
  // Expected to fail: the page it visits is broken, and the end of the test must say so.
  test.fail();
  test("that visits a page of the app with violations fails", async ({ page, baseURL }) => {
    await page.route("**/__a11y-self-test", (route) => route.fulfill({ status: 200, contentType: "text/html", body: BROKEN }));
    await page.goto(`${baseURL ?? ""}/__a11y-self-test`);
    await expect(page.getByRole("heading", { name: "Broken on purpose" })).toBeVisible();
    // The navigation was scanned automatically (nothing here asked for it).
    const found = await a11yFindings(page);
    expect(found.map((v) => v.id)).toEqual(expect.arrayContaining(["image-alt", "button-name"]));
    expect(found[0]?.url).toMatch(/\/__a11y-self-test$/);
  });
});

test("every journey takes `test` from ./fixtures, so that the pages it visits are checked", () => {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const specs = fs.readdirSync(dir).filter((f) => f.endsWith(".spec.ts"));
  expect(specs.length).toBeGreaterThan(1);
  for (const spec of specs) {
    const source = fs.readFileSync(path.join(dir, spec), "utf8");
    expect(source, spec).not.toMatch(/from\s+["']@playwright\/test["']/);
    expect(source, spec).toMatch(/import\s*{[^}]*\btest\b[^}]*}\s*from\s*["']\.\/fixtures["']/);
  }
});
