import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SHOTS = path.join(root, 'test-results/e2e');

/** Debian's chromium, headless, no sandbox (containers), nothing fetched in the background. */
function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

let running: Promise<Browser> | undefined;

/**
 * The run's one Chromium, for a spec file: the spec files run one after the other in one worker (`isolate: false`),
 * and each used to start and stop a browser of its own. What the file gets is that browser seen through a handle whose
 * `close()` closes the contexts (pages, cookies, storage) the file opened, so the next file starts from nothing the
 * same way. The browser itself ends with the worker (Playwright kills the browsers it started when its process exits).
 */
export async function launch(): Promise<Browser> {
  let browser = await running;
  if (!browser?.isConnected()) {
    running = launchChromium();
    browser = await running;
  }
  const shared = browser;
  const opened = new Set<BrowserContext>();
  return new Proxy(shared, {
    get(target, key) {
      if (key === 'close')
        return async () => {
          await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
          opened.clear();
        };
      if (key === 'newContext')
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          opened.add(context);
          return context;
        };
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export async function newPage(
  browser: Browser,
  opts: { locale?: string; viewport?: { width: number; height: number } } = {},
) {
  // bypassCSP lets axe-core be injected under the server's strict Content-Security-Policy.
  const context = await browser.newContext({
    locale: opts.locale ?? 'en-GB',
    viewport: opts.viewport ?? { width: 1280, height: 800 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** A screenshot per flow, kept as a test artifact under test-results/e2e/ (`name` may hold a sub-folder). */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  const file = path.join(SHOTS, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? true });
}

/**
 * axe-core on the page as it is: fails on any serious or critical violation. axe runs once per screen, state and
 * language (each run costs a second or more of the browser's CPU): shell.spec.ts checks every main screen and a record
 * of each in English; a flow checks what only it reaches — dialogs, error states, tabs, screens in French.
 */
export async function checkA11y(page: Page, where: string) {
  expect(await seriousViolations(page), `accessibility violations on ${where}`).toEqual([]);
}

/**
 * The serious and critical axe-core violations of the page as it is. `rules`: rules to run beside axe's defaults (e.g.
 * the experimental `label-content-name-mismatch`: a control's accessible name holds its visible label).
 */
export async function seriousViolations(page: Page, rules: readonly string[] = []) {
  // A snackbar or dialog still fading in has a colour contrast that is neither its start nor its end: wait for the
  // running transitions to end so axe judges what a person reads. Endless animations (a spinner, an indeterminate
  // progress bar) never finish: they are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Once per document: a flow that checks several screens of the app (one page, client-side routing) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async (extra) => {
    const w = window as unknown as { axe: typeof axe };
    const result = await w.axe.run(document, {
      resultTypes: ['violations'],
      rules: Object.fromEntries(extra.map((id) => [id, { enabled: true }])),
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
      }));
  }, rules);
  return violations;
}

/**
 * What does not fit the window (issue 30): the page wider than the window, and every cell that must show its whole
 * text (money, references, phone numbers, statuses, row actions: the list preset's `cd-whole-cell`) cut or out of its
 * grid's visible width.
 */
export function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over > 0) out.push(`the page is ${over} px wider than the window`);
    for (const cell of document.querySelectorAll<HTMLElement>('.cd-whole-cell')) {
      const field = cell.dataset.field ?? '?';
      const text = cell.textContent?.trim() ?? '';
      if (cell.scrollWidth > cell.clientWidth + 1) out.push(`${field} "${text}" is cut`);
      const view = cell.closest('.MuiDataGrid-root')?.querySelector('.MuiDataGrid-virtualScroller');
      if (view && cell.getBoundingClientRect().right > view.getBoundingClientRect().right + 1)
        out.push(`${field} "${text}" is beyond the list's right edge`);
    }
    return out;
  });
}

/** Fills and submits the sign-in form. */
export async function signIn(page: Page, baseUrl: string, username: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Gzipped size of every script the page downloaded. */
export function trackScripts(page: Page) {
  const sizes = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) sizes.set(response.url(), zlib.gzipSync(body).length);
  });
  return () => [...sizes.entries()];
}
