import { checkA11y, expect, test } from "./fixtures";

// Spec §2.1's redirects and the sign-in guards are proved by the route table's screen test
// (src/app/routes/mainRoutes.test.tsx: "event redirects", "/auth → /auth/sign-up",
// "/team without an id → /", "guards"), on the same route table: no journey repeats them.

test("an unknown path shows the not-found page with a sign-up link for visitors", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByText("this page could not be found")).toBeVisible();
  await expect(page.getByText("Please try another page")).toBeVisible();
  await page.getByRole("link", { name: "Sign up to play" }).click();
  await expect(page).toHaveURL("/auth/sign-up");
});

test.describe("resolvers", () => {
  test("a team page with a creator shows the team and sets the page title", async ({ page }) => {
    await page.goto("/team/team-01");
    await expect(page.getByRole("heading", { level: 1, name: "Lakeside Lightning" })).toBeVisible();
    await expect(page).toHaveTitle("Lakeside Lightning | RallyHub");
  });

  test("a team id that matches nothing goes to the root", async ({ page }) => {
    await page.goto("/team/does-not-exist");
    await expect(page).toHaveURL("/");
  });

  test("an organization is resolved by its slug", async ({ page }) => {
    await page.goto("/org/austin-pickleball-club");
    await expect(page.getByRole("heading", { level: 1, name: "Austin Pickleball Club" })).toBeVisible();
  });

  test("an unknown organization slug says so", async ({ page }) => {
    await page.goto("/org/no-such-club");
    await expect(page.getByRole("heading", { name: "Organization not found" })).toBeVisible();
  });

  test("org without a slug goes to / with its message", async ({ page }) => {
    await page.goto("/org");
    await expect(page).toHaveURL("/");
    await expect(page.getByText("No organization slug provided")).toBeVisible();
  });

  test("site view: first page by default, page title then site title, pages change without reloading the site", async ({ page }) => {
    await page.goto("/site/view/website-lakeside-lightning");
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page).toHaveTitle("Home | Lakeside Lightning");
    // Mark the rendered site navigation: if the route were reloaded, the element would be replaced.
    const nav = page.getByRole("navigation", { name: "Lakeside Lightning pages" });
    await nav.evaluate((el) => el.setAttribute("data-e2e-marker", "kept"));
    await page.getByRole("link", { name: "Schedule" }).click();
    await expect(page).toHaveURL("/site/view/website-lakeside-lightning/schedule");
    await expect(page.getByRole("heading", { level: 1, name: "Schedule" })).toBeVisible();
    await expect(page).toHaveTitle("Schedule | Lakeside Lightning");
    await expect(nav).toHaveAttribute("data-e2e-marker", "kept");
    const description = await page.locator('meta[name="description"]').last().getAttribute("content");
    expect(description?.length).toBeGreaterThan(0);
  });

  test("an unknown website id is reported", async ({ page }) => {
    await page.goto("/site/view/nope");
    await expect(page.getByRole("heading", { name: "Website not found" })).toBeVisible();
  });
});

test.describe("host modes", () => {
  test("custom-website mode serves the site whose domain is the host", async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? "http://localhost:4173");
    await page.goto(`http://teamsite.localhost:${url.port}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    await expect(page).toHaveTitle("Home | Lakeside Lightning");
    await page.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(`http://teamsite.localhost:${url.port}/contact`);
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
  });

  test("an unknown host with no site shows the not-found page", async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? "http://localhost:4173");
    await page.goto(`http://nobody-here.localhost:${url.port}/`);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
  });

  test("the branded team host shows the team resolved from the host", async ({ page, baseURL }) => {
    const url = new URL(baseURL ?? "http://localhost:4173");
    await page.goto(`http://lightning.teams.localhost:${url.port}/`);
    await expect(page.getByRole("heading", { level: 1, name: "Lakeside Lightning" })).toBeVisible();
    await page.goto(`http://lightning.teams.localhost:${url.port}/home`);
    await expect(page.getByRole("heading", { level: 1, name: "Lakeside Lightning" })).toBeVisible();
  });
});

test.describe("marketing pages and shell", () => {
  test("a marketing page sets its title, description, robots and canonical link", async ({ page }) => {
    await page.goto("/collect-payments");
    await expect(page).toHaveTitle("Collect Payments | RallyHub");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/collect-payments$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /payments|fees/i);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Collect Payments | RallyHub");
  });

  test("create-tournaments carries structured data: free, pre-order from 2025-06-01, coming soon", async ({ page }) => {
    await page.goto("/create-tournaments");
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as {
      offers: { price: string; availability: string; availabilityStarts: string };
      releaseNotes: string;
    };
    expect(json.offers.price).toBe("0");
    expect(json.offers.availability).toBe("https://schema.org/PreOrder");
    expect(json.offers.availabilityStarts).toBe("2025-06-01");
    expect(json.releaseNotes).toMatch(/coming soon/i);
  });

  test("on a phone the right-side menu opens and navigates", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeVisible();
    await checkA11y(page);
    const box = await menu.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(380);
    await menu.getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL("/faqs");
    await expect(page.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeVisible();
  });
});
