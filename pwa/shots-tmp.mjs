import { chromium } from 'playwright-core';
const BASE = 'http://127.0.0.1:18931';
const out = '/tmp/home-shots';
const who = process.argv[2] ?? 'client@demo.test';
const home = process.argv[3] ?? '/dashboard/overview';
const sizes = (process.argv[4] ?? '360x740,1280x800').split(',');
const langs = (process.argv[5] ?? 'en').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const size of sizes) {
  const [width, height] = size.split('x').map(Number);
  for (const lang of langs) {
    const context = await browser.newContext({ baseURL: BASE, viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/signin');
    if (lang === 'sw') await page.getByLabel('Language').first().selectOption('sw');
    await page.getByLabel(lang === 'sw' ? 'Barua pepe' : 'Email').fill(who).catch(async () => page.locator('input[type=email]').fill(who));
    await page.locator('input[type=password]').fill('Demo-2026!');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(`**${home}`);
    await page.locator('.shell__header').waitFor();
    await page.waitForTimeout(1500);
    const shown = await page.evaluate(() => document.documentElement.lang);
    if (shown !== lang) {
      const menu = page.locator('.shell__menu-button');
      const onPhone = await menu.isVisible();
      if (onPhone) await menu.click();
      await page.locator('#language-dashboard').selectOption(lang);
      if (onPhone) await page.keyboard.press('Escape');
      await page.waitForTimeout(1500);
    }
    const tag = `${who.split('@')[0]}-${width}-${lang}`;
    await page.screenshot({ path: `${out}/${tag}-online.png`, fullPage: true });
    const menu = page.locator('.shell__menu-button');
    if (await menu.isVisible()) {
      await menu.click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/${tag}-menu.png` });
      await menu.click({ force: true }).catch(() => page.keyboard.press('Escape'));
      await page.keyboard.press('Escape');
    }
    await context.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await page.reload().catch(() => undefined);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `${out}/${tag}-offline.png`, fullPage: true });
    const status = page.locator('.header-status__button').first();
    if (await status.isVisible()) {
      await status.click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/${tag}-status.png` });
    }
    await context.close();
  }
}
await browser.close();
