// axe-core over every route of every role (the list in a11y-routes.json, which app/a11yRoutes.test.ts
// keeps equal to the features' manifests), on a phone and on a laptop. A violation of impact serious
// or critical fails the role's test, naming the route, the width, the rule and the elements.
// One browser context per role and width; routes after the first open by client-side navigation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { request } from 'playwright-core';
import { launch, signIn, BASE_URL } from './browser.mjs';
import { apiFund, pendingLoan, withdrawLoan } from './loan-support.mjs';

const require = createRequire(import.meta.url);
const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const ROUTES = JSON.parse(readFileSync(new URL('./a11y-routes.json', import.meta.url), 'utf8'));
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
/** The impacts that fail; A11Y_IMPACTS=minor,moderate,serious,critical lists every finding. */
const FAILING = new Set((process.env.A11Y_IMPACTS ?? 'serious,critical').split(','));
/** A11Y_ONLY=client,public runs only those audiences (while fixing one area). */
const ONLY = process.env.A11Y_ONLY?.split(',');
const runs = (audience) => !ONLY || ONLY.includes(audience);
/** Screens that had to be loaded afresh (shown by the test as a diagnostic). */
const reloaded = [];

let browser;
let api;
let loan;
before(async () => {
  browser = await launch();
  // A pending loan, so the loan screens of the client and of the staff have one to show.
  api = await request.newContext({ baseURL: BASE_URL });
  loan = (await pendingLoan(api, await apiFund(api, `A11y Fund ${Date.now().toString(36)}`))).loan;
});
after(async () => {
  if (loan) await withdrawLoan(api, loan._id);
  await api?.dispose();
  await browser?.close();
});

/** Waits until the loaded page has rendered its screen, its code and data loaded (no loading state). */
async function settled(page) {
  await page.waitForFunction(() => document.querySelector('main')?.children.length && !document.querySelector('.loading'), null, {
    timeout: 15_000,
  });
  await painted(page);
}

/** Two frames painted and the transitions that started finished (a button turning enabled fades in its colour). */
const painted = (page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });

/**
 * Opens `path` inside the running app (the router follows history) and waits for the new screen: the
 * router keeps the old one on screen while the new one's code loads, so the old content is marked and
 * the wait is for an unmarked page or a changed text, without a loading state. A screen the same as
 * the one before (nothing to tell them apart) is loaded afresh instead.
 */
async function open(page, path) {
  if (!page.url().startsWith(BASE_URL)) {
    await page.goto(path);
    return settled(page);
  }
  if (new URL(page.url()).pathname === path) return settled(page);
  const before = await page.evaluate((to) => {
    const main = document.querySelector('main');
    for (const child of main?.children ?? []) child.setAttribute('data-a11y-left', '');
    const was = `${document.title}\n${main?.innerText}`;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    return was;
  }, path);
  try {
    await page.waitForFunction(
      (was) => {
        const main = document.querySelector('main');
        if (!main || document.querySelector('.loading')) return false;
        return [...main.children].some((child) => !child.hasAttribute('data-a11y-left')) || `${document.title}\n${main.innerText}` !== was;
      },
      before,
      { timeout: 4_000 },
    );
    await painted(page);
  } catch {
    reloaded.push(path);
    await page.goto(path);
    await settled(page);
  }
}

async function audit(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  // A passing message (a sync notice, a saved note) lies over whatever is under it and would lend it
  // its own background: measure the page once it has gone (tap it away if it stays).
  const toasts = page.locator('.toast');
  if (await toasts.count()) {
    await toasts.first().waitFor({ state: 'detached', timeout: 8_000 }).catch(async () => {
      for (const one of await toasts.all()) await one.click().catch(() => undefined);
    });
  }
  return page.evaluate(async () => {
    const { violations } = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    // Each node's target, and what axe measured (the colours and ratio of a contrast failure).
    const about = (n) => [n.target.join(' '), n.any?.[0]?.message].filter(Boolean).join(': ');
    return violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map(about) }));
  });
}

/**
 * The first link on the page whose path matches a route pattern such as /processor/loan/:loanId,
 * waiting up to 15 s for the list's data to draw it.
 */
async function linkMatching(page, pattern) {
  const shape = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
  for (const deadline = Date.now() + 15_000; ; ) {
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
    const found = hrefs.find((href) => shape.test(href));
    if (found || Date.now() > deadline) return found;
    await page.waitForTimeout(200);
  }
}

async function auditAll(page, entries, width) {
  const found = [];
  for (const entry of entries) {
    let path = typeof entry === 'string' ? entry : undefined;
    if (!path) {
      await open(page, entry.from);
      path = await linkMatching(page, entry.path);
      if (!path) {
        found.push(`${entry.path} @${width}: no link to it on ${entry.from}`);
        continue;
      }
    }
    await open(page, path);
    for (const v of await audit(page)) {
      if (FAILING.has(v.impact)) found.push(`${path} @${width}: ${v.impact} ${v.id} (${v.help})\n    ${v.targets.join('\n    ')}`);
    }
  }
  return found;
}

function report(t, found) {
  if (reloaded.length) t.diagnostic(`loaded afresh: ${reloaded.splice(0).join(', ')}`);
  if (found.length) assert.fail(`${found.length} problems:\n${found.join('\n')}`);
}

for (const viewport of WIDTHS) {
  test(`public screens @${viewport.width}`, { skip: !runs('public') }, async (t) => {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const found = await auditAll(page, ROUTES.public, viewport.width);
    await context.close();
    report(t, found);
  });

  for (const [role, entries] of Object.entries(ROUTES.roles)) {
    test(`${role} @${viewport.width}`, { skip: !runs(role) }, async (t) => {
      const context = await browser.newContext({ baseURL: BASE_URL, viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('/signin');
      await signIn(page, `${role}@demo.test`);
      await page.waitForURL((url) => url.pathname !== '/signin');
      // The sign-in page stays on screen while the dashboard's code loads: wait for the dashboard.
      await page.locator('#side-menu').waitFor({ state: 'attached' });
      await settled(page);
      // "Ready to work offline" comes once the role's code is cached, over whichever page is open
      // then: let it come and go first, so it never lies over a control whose contrast is measured.
      await page.waitForFunction((who) => (localStorage.getItem('portal.offline-ready') ?? '').split(',').includes(who), role, {
        timeout: 60_000,
      });
      const ready = page.locator('.toast', { hasText: 'Ready to work offline' });
      if (await ready.count()) await ready.click();
      await ready.waitFor({ state: 'detached' });
      // The side menu offers nothing the list leaves out.
      const menu = await page.locator('#side-menu a[href]').evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
      const listed = entries.map((entry) => (typeof entry === 'string' ? entry : entry.path));
      assert.deepEqual(menu.filter((to) => !listed.includes(to)), [], `${role}'s menu links missing from a11y-routes.json`);
      const found = await auditAll(page, entries, viewport.width);
      await context.close();
      report(t, found);
    });
  }
}
