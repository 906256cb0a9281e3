import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";

/**
 * Every journey imports `test` and `expect` from here. An automatic fixture
 * checks accessibility with axe (WCAG 2.0/2.1 A and AA) on every page of the app
 * a journey opens, and fails the test listing each serious or critical
 * violation with its rule, impact, help text and the selectors of the elements.
 *
 * When it scans:
 *  - after each navigation of a page's main frame to a URL of the app that the
 *    test has not scanned yet (full loads and client-side route changes alike),
 *    once the page has settled;
 *  - at the end of the test (and before a page the test closes itself), if the
 *    page is in a state that was not scanned yet (e.g. signed in where it was
 *    signed out, a dialog open);
 *  - whenever a spec calls `checkA11y(page)`, e.g. with a dialog open.
 *
 * A scan starts as soon as the navigation is seen and runs beside the test, but
 * the test's next action or auto-waiting assertion on that page waits for it
 * (a locator handler on the document, Playwright's hook that runs before each
 * of them), and so do page.goto/reload/goBack/goForward/close (wrapped), so the
 * test cannot move on to another page, or change this one, before it has been
 * scanned. A URL, and a page state, is scanned once per test, whichever of the
 * test's pages shows it.
 *
 * "Settled" means loaded, something rendered, no visible progressbar, busy
 * element or loading placeholder (a status with a label but no text), no finite
 * animation running (a fade-in lowers contrast), and no DOM change for a short
 * while; a page that has not settled after 3 s is scanned as it is. A scan that finds something is repeated once after the page settles
 * again: only rules that fail both times are reported, so a state caught
 * mid-change cannot fail a journey.
 *
 * Pages are covered whether they come from the `page` fixture,
 * `context.newPage()` or `browser.newPage()`. Other origins (the Auth emulator's
 * Google popup and its iframe) are not the app's and are not scanned, nor are
 * cross-origin frames inside the app's pages (axe's legacy mode).
 */

export { expect };
export type { Browser, BrowserContext, Page };

/**
 * Page states found clean, shared by the whole run (every worker is a child of
 * the same Playwright runner): a state another journey has scanned without a
 * serious or critical violation is not scanned again, since the same headings,
 * dialogs and controls at the same URL give the same result. States with a
 * violation are not shared, so each journey that shows one still reports it.
 */
const CLEAN_DIR = process.env.A11Y_CLEAN_DIR ?? join(tmpdir(), `rallyhub-a11y-clean-${process.ppid}`);
const cleanFile = (state: string) => join(CLEAN_DIR, createHash("sha1").update(state).digest("hex"));
const knownClean = (state: string) => existsSync(cleanFile(state));
function rememberClean(state: string): void {
  try {
    mkdirSync(CLEAN_DIR, { recursive: true });
    writeFileSync(cleanFile(state), state);
  } catch {
    // Only a cache: the next journey scans the state again.
  }
}

export const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);
/** How long the DOM must stay unchanged before a scan, and how long to wait for that at most. */
const QUIET_MS = 250;
const SETTLE_MAX_MS = 3_000;
const DEBUG = Boolean(process.env.A11Y_DEBUG);

export interface A11yViolation {
  url: string;
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** One entry per failing element: its selector (frames joined by " >>> ") and axe's summary. */
  nodes: Array<{ target: string; summary: string }>;
}

/** The origins of the app: the preview server's port on localhost and its *.localhost host modes. */
function isAppUrl(url: string, appPort: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "http:" && u.port === appPort && (u.hostname === "localhost" || u.hostname.endsWith(".localhost") || u.hostname === "127.0.0.1");
  } catch {
    return false;
  }
}

function urlKey(url: string): string {
  const u = new URL(url);
  return u.origin + u.pathname + u.search;
}

/** Waits (in the page) until it has settled; resolves false if it did not within maxMs. */
async function settle(page: Page): Promise<boolean> {
  return page.evaluate(
    async ({ quietMs, maxMs }) => {
      const start = performance.now();
      let lastChange = start;
      const observer = new MutationObserver(() => {
        lastChange = performance.now();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const shown = (el: Element) => el.getClientRects().length > 0;
      const busy = () =>
        document.readyState !== "complete" ||
        [...document.querySelectorAll('[role="progressbar"], [aria-busy="true"]')].some(shown) ||
        [...document.querySelectorAll('[role="status"][aria-label]')].some((el) => shown(el) && el.textContent.trim() === "") ||
        document.getAnimations().some((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
      try {
        while (performance.now() - start < maxMs) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          // innerText last: it needs layout, and is only asked for once everything else is quiet.
          if (!busy() && performance.now() - lastChange >= quietMs && document.body.innerText.trim() !== "") return true;
        }
        return false;
      } finally {
        observer.disconnect();
      }
    },
    { quietMs: QUIET_MS, maxMs: SETTLE_MAX_MS },
  );
}

/**
 * A short key for what the page shows: its URL, visible headings, open dialogs,
 * menus, listboxes, tab panels and alerts, and the names of its controls (digits
 * dropped, so that counters do not make a new state).
 */
async function stateKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const shown = (el: Element) => el.getClientRects().length > 0;
    const text = (el: Element) => (el.getAttribute("aria-label") ?? el.textContent).replace(/\d+/g, "#").replace(/\s+/g, " ").trim().slice(0, 60);
    const labelOf = (el: Element) => {
      const ids = el.getAttribute("aria-labelledby");
      if (!ids) return text(el).slice(0, 30);
      return ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ");
    };
    const parts: string[] = [];
    for (const el of document.querySelectorAll('h1, h2, h3, [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tabpanel"], [role="alert"]')) {
      if (shown(el)) parts.push(`${el.getAttribute("role") ?? el.tagName}:${el.getAttribute("role") ? labelOf(el) : text(el)}`);
    }
    const controls = new Set<string>();
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"]')) {
      if (shown(el)) controls.add(`${el.tagName}:${text(el)}`);
    }
    const all = [...parts, ...[...controls].sort()].join("|");
    let hash = 2166136261;
    for (let i = 0; i < all.length; i++) hash = Math.imul(hash ^ all.charCodeAt(i), 16777619);
    return `${location.origin}${location.pathname}${location.search}#${(hash >>> 0).toString(36)}`;
  });
}

/** One axe scan of the page as it is now: its serious and critical violations. */
export async function findA11yViolations(page: Page): Promise<A11yViolation[]> {
  // axe stays in the document once injected: inject it again only into a new document.
  const injected = await page.evaluate(() => "axe" in window);
  const results = await new AxeBuilder(injected ? { page, axeSource: "void 0" } : { page })
    // Only violations are listed in full (passes and incomplete checks cost time); frames that cannot answer are not waited for long.
    // (options() replaces all options: it comes before withTags(), which adds runOnly to them.)
    .options({ resultTypes: ["violations"], pingWaitTime: 100 })
    .withTags(A11Y_TAGS)
    .setLegacyMode(true)
    .analyze();
  if (DEBUG) {
    const minor = results.violations.filter((v) => !BLOCKING_IMPACTS.has(v.impact ?? ""));
    if (minor.length > 0) console.log(`[a11y] not enforced on ${results.url}: ${minor.map((v) => `${v.id} (${v.impact ?? "?"}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`).join("; ")}`);
  }
  return results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ""))
    .map((v) => ({
      url: results.url,
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({
        target: n.target.map((t) => (Array.isArray(t) ? t.join(" >> ") : t)).join(" >>> "),
        summary: (n.failureSummary ?? "").replace(/\s+/g, " ").trim().slice(0, 300),
      })),
    }));
}

export function formatA11yViolations(violations: A11yViolation[]): string {
  // The same rule on the same elements of a URL (seen in two states of the page) is listed once.
  const byUrl = new Map<string, A11yViolation[]>();
  const seen = new Set<string>();
  for (const v of violations) {
    const key = `${v.url} ${v.id} ${v.nodes.map((n) => n.target).join(",")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    byUrl.set(v.url, [...(byUrl.get(v.url) ?? []), v]);
  }
  const lines = [`Accessibility: ${seen.size} serious or critical axe violation(s) (${A11Y_TAGS.join(", ")}):`];
  for (const [url, list] of byUrl) {
    lines.push(`  on ${url}`);
    for (const v of list) {
      lines.push(`    [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`);
      for (const n of v.nodes) lines.push(`      - ${n.target}${n.summary ? `  — ${n.summary}` : ""}`);
    }
  }
  return lines.join("\n");
}

/** The page navigated or closed under the scan. */
function isGone(error: unknown): boolean {
  return error instanceof Error && /closed|destroyed|detached|navigat|Target page/i.test(error.message);
}

type Reason = "navigation" | "final" | "explicit";

/** What one test has scanned, over all its pages: each URL and each page state is scanned once per test. */
class TestScans {
  /** What each scanned state showed, by state key; and the states a checkA11y call has reported already. */
  readonly results = new Map<string, A11yViolation[]>();
  readonly reported = new Set<string>();
  readonly scannedUrls = new Set<string>();
  /** Scans that failed for another reason than the page going away. */
  readonly errors: string[] = [];
  readonly checkers: PageChecker[] = [];

  constructor(readonly appPort: string) {}

  /** The serious and critical violations not reported yet. */
  unreported(): A11yViolation[] {
    return [...this.results].filter(([state]) => !this.reported.has(state)).flatMap(([, found]) => found);
  }
}

/** The scans of one page, one at a time. */
class PageChecker {
  private chain: Promise<unknown> = Promise.resolve();
  private navigationQueued = false;

  constructor(
    readonly page: Page,
    private readonly run: TestScans,
  ) {}

  isApp(url = this.page.url()): boolean {
    return isAppUrl(url, this.run.appPort);
  }

  /** Resolves when no scan is running or queued. */
  async idle(): Promise<void> {
    for (let chain = this.chain; ; chain = this.chain) {
      await chain;
      if (chain === this.chain) return;
    }
  }

  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.chain.then(job);
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** The main frame went to a URL: scan it once it settles, unless this test has scanned that URL. */
  onNavigated(url: string): void {
    if (!this.isApp(url) || this.run.scannedUrls.has(urlKey(url)) || this.navigationQueued) return;
    this.navigationQueued = true;
    this.enqueue(async () => {
      this.navigationQueued = false;
      await this.scan("navigation");
    }).catch((error: unknown) => {
      this.run.errors.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /** The state the page is in now (scanned unless it was already): its key and violations. */
  checkState(reason: "final" | "explicit"): Promise<{ state: string; found: A11yViolation[] } | null> {
    return this.enqueue(() => this.scan(reason));
  }

  /**
   * Settles and scans, again when a navigation interrupts. Navigation scans skip
   * a URL scanned before, the others a state scanned before (and answer what it
   * showed). Only the app's pages are scanned, unless asked explicitly.
   */
  private async scan(reason: Reason): Promise<{ state: string; found: A11yViolation[] } | null> {
    for (let attempt = 0; ; attempt++) {
      if (this.page.isClosed() || (reason !== "explicit" && !this.isApp())) return null;
      try {
        const t0 = Date.now();
        const settled = await settle(this.page);
        const settleMs = Date.now() - t0;
        if (reason !== "explicit" && !this.isApp()) return null;
        const url = this.page.url();
        if (reason === "navigation" && this.run.scannedUrls.has(urlKey(url))) return null;
        const state = await stateKey(this.page);
        const known = this.run.results.get(state);
        if (known) return { state, found: known };
        if (knownClean(state)) {
          if (this.isApp(url)) this.run.scannedUrls.add(urlKey(url));
          this.run.results.set(state, []);
          return { state, found: [] };
        }
        const t1 = Date.now();
        const first = await findA11yViolations(this.page);
        let found = first;
        if (first.length > 0) {
          // Confirm: a rule counts only if it fails again once the page has settled again.
          await settle(this.page);
          const firstIds = new Set(first.map((v) => v.id));
          found = (await findA11yViolations(this.page)).filter((v) => firstIds.has(v.id));
        }
        if (DEBUG)
          console.log(
            `[a11y] ${reason} ${state} settled ${settled ? "" : "(not) "}in ${settleMs} ms, scanned in ${Date.now() - t1} ms: ${found.map((v) => v.id).join(", ") || "ok"}${first.length > found.length ? ` (not confirmed: ${first.map((v) => v.id).join(", ")})` : ""}`,
          );
        if (this.isApp(url)) this.run.scannedUrls.add(urlKey(url));
        this.run.results.set(state, found);
        if (found.length === 0) rememberClean(state);
        return { state, found };
      } catch (error) {
        if (this.page.isClosed()) return null;
        if (!isGone(error) || attempt >= 2) throw error;
      }
    }
  }

  reportedTo(): Set<string> {
    return this.run.reported;
  }

  unreported(): A11yViolation[] {
    return this.run.unreported();
  }

  /** Waits for queued scans, then scans the final state. */
  async finish(): Promise<void> {
    await this.idle();
    if (!this.page.isClosed()) await this.checkState("final");
  }
}

const checkers = new WeakMap<Page, PageChecker>();

/**
 * Scans the page as it is now (e.g. with a dialog open) and fails at once on a
 * serious or critical violation. In a journey the state is remembered, so the
 * automatic scans do not repeat it, and the end of the test does not list what
 * this reported again.
 */
export async function checkA11y(page: Page): Promise<void> {
  const checker = checkers.get(page);
  let found: A11yViolation[];
  if (checker) {
    const result = await checker.checkState("explicit");
    found = result?.found ?? [];
    if (result) checker.reportedTo().add(result.state);
  } else {
    found = await findA11yViolations(page);
  }
  if (found.length > 0) throw new Error(formatA11yViolations(found));
}

/** Scans queued so far for this page have finished; what they found (for the checker's self-test). */
export async function a11yFindings(page: Page): Promise<A11yViolation[]> {
  const checker = checkers.get(page);
  if (!checker) return [];
  await checker.finish();
  return checker.unreported();
}

/** Drops this file's frames from an error's stack, so that the report points at the spec's line. */
function fromCaller(error: unknown): unknown {
  if (error instanceof Error && error.stack) error.stack = error.stack.replace(/\n\s*at [^\n]*tests\/e2e\/fixtures\.ts[^\n]*/g, "");
  return error;
}

function watchPages(context: BrowserContext, run: TestScans): void {
  const watch = (page: Page) => {
    if (checkers.has(page)) return;
    const checker = new PageChecker(page, run);
    checkers.set(page, checker);
    run.checkers.push(checker);
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) checker.onNavigated(frame.url());
    });
    // Before each action or auto-waiting assertion on the page: let a running or queued scan finish.
    page.addLocatorHandler(page.locator(":root"), () => checker.idle(), { noWaitAfter: true }).catch(() => undefined);
    // And before the test leaves the page (goto, reload, back, forward) or closes it, which need no handler;
    // a page closed by the test gets its final scan first.
    const { goto, reload, goBack, goForward, close } = {
      goto: page.goto.bind(page),
      reload: page.reload.bind(page),
      goBack: page.goBack.bind(page),
      goForward: page.goForward.bind(page),
      close: page.close.bind(page),
    };
    const afterScans = async <T>(leave: () => Promise<T>): Promise<T> => {
      await checker.idle();
      return leave().catch((error: unknown) => {
        throw fromCaller(error);
      });
    };
    page.goto = (url, options) => afterScans(() => goto(url, options));
    page.reload = (options) => afterScans(() => reload(options));
    page.goBack = (options) => afterScans(() => goBack(options));
    page.goForward = (options) => afterScans(() => goForward(options));
    page.close = async (options) => {
      await checker.finish().catch(() => undefined);
      await close(options);
    };
  };
  context.pages().forEach(watch);
  context.on("page", watch);
}

async function accessibilityFixture(
  { browser, context, baseURL }: { browser: Browser; context: BrowserContext; baseURL: string | undefined },
  runTest: () => Promise<void>,
  testInfo: TestInfo,
): Promise<void> {
  const run = new TestScans(new URL(baseURL ?? "http://localhost:4173").port);
  watchPages(context, run);
  // Contexts a test makes itself (browser.newPage(), browser.newContext()).
  const onContext = (created: BrowserContext) => watchPages(created, run);
  browser.on("context", onContext);
  try {
    await runTest();
  } finally {
    browser.off("context", onContext);
  }
  // After a failure the test's own error says enough: no final scans then.
  if (testInfo.status === "passed") {
    for (const checker of run.checkers) await checker.finish();
  }
  const violations = run.unreported();
  testInfo.annotations.push({ type: "a11y", description: `${run.results.size} page state(s) scanned, ${violations.length} serious/critical violation(s)` });
  if (violations.length > 0) {
    await testInfo.attach("accessibility-violations.json", { body: JSON.stringify(violations, null, 2), contentType: "application/json" });
    throw new Error(formatA11yViolations(violations));
  }
  if (run.errors.length > 0 && testInfo.status === "passed") throw new Error(`Accessibility scans failed:\n  ${run.errors.join("\n  ")}`);
}

/**
 * The home tour starts by itself for a browser that has not finished or skipped it, and while it is open the
 * page behind it is inert. Journeys that are not about the tour start as a browser that skipped it
 * (`test.use({ homeTourSeen: false })` shows it, as a first visit does).
 */
export const test = base.extend<{ accessibility: undefined; homeTourSeen: boolean; homeTourStorage: undefined }>({
  homeTourSeen: [true, { option: true }],
  homeTourStorage: [
    async ({ context, homeTourSeen }, provide) => {
      if (homeTourSeen) {
        await context.addInitScript(() => {
          try {
            if (!localStorage.getItem("rallyhub.homeTour.completed")) localStorage.setItem("rallyhub.homeTour.skipped", "e2e");
          } catch {
            /* storage blocked: the tour does not start by itself then */
          }
        });
      }
      await provide(undefined);
    },
    { auto: true },
  ],
  accessibility: [
    async ({ browser, context, baseURL }, provide, testInfo) => {
      await accessibilityFixture({ browser, context, baseURL }, () => provide(undefined), testInfo);
    },
    { auto: true },
  ],
});
