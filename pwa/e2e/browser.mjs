// Shared set-up for the browser tests: Debian's Chromium through playwright-core, against the
// real server started by scripts/e2e (E2E_BASE_URL). Every page is watched for Content-Security-
// Policy violations: closing the browser fails the test file when there was one.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Demo-2026!';

const policyViolations = new Set();

function watchPolicy(context) {
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) {
      policyViolations.add(`${message.location().url}: ${message.text()}`);
    }
  });
}

export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watchPolicy(context);
    return context;
  };
  const close = browser.close.bind(browser);
  browser.close = async () => {
    await close();
    assert.deepEqual([...policyViolations], [], 'Content-Security-Policy violations');
  };
  return browser;
}

/** A fresh profile on a small phone screen. */
export async function phone(browser, options = {}) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 360, height: 740 }, ...options });
  const page = await context.newPage();
  return { context, page };
}

export async function signIn(page, email, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A test file's screenshots: `shot(page, name)` saves `{prefix}-{name}.png` into E2E_SHOTS when it is set. */
export function screenshots(prefix) {
  const folder = process.env.E2E_SHOTS;
  return async (page, name) => {
    if (folder) await page.screenshot({ path: join(folder, `${prefix}-${name}.png`), fullPage: true });
  };
}

export function pathOf(page) {
  return new URL(page.url()).pathname;
}

/** On a phone, language and log-out are in the side menu: opens it (nothing to do on a laptop). */
export async function openMenu(page) {
  // The signed-in layout may still be loading just after a navigation.
  await page.locator('.shell__header').waitFor();
  const menu = page.locator('.shell__menu-button');
  if (await menu.isVisible()) await menu.click();
}

/** Logs out through the header (laptop) or the side menu (phone). */
export async function logOut(page) {
  await openMenu(page);
  await page.getByRole('button', { name: 'Log out' }).click();
}

/** Chooses the app's language in a signed-in area: in the header on a laptop, in the side menu (closed again) on a phone. */
export async function chooseLanguage(page, lang) {
  await page.locator('.shell__header').waitFor();
  const menu = page.locator('.shell__menu-button');
  const onPhone = await menu.isVisible();
  if (onPhone) await menu.click();
  await page.locator('#language-dashboard').selectOption(lang);
  if (onPhone) await page.keyboard.press('Escape');
}
