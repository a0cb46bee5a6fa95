// The DigiKua cashflow summary and table exports, as an entrepreneur uses them on a phone: records
// are added through the app's own forms (kept on the phone), the summary cards add them up through
// core, the date range and the analytics follow, and each export of a filtered table is a real file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { unzipSync, strFromU8 } from 'fflate';
import { launch, phone, signIn, pathOf, DEMO_PASSWORD } from './browser.mjs';

const BASE = '/dashboard/digikua/client';
const DAY_MS = 86_400_000;
/** A date input's value for the Nairobi day `daysAgo` days before today. */
const nairobiDay = (daysAgo) => new Date(Date.now() + 3 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
/** A day as a person types it in a date field: dd/mm/yyyy. */
const typed = (iso) => iso.split('-').reverse().join('/');
const TODAY = nairobiDay(0);
const OLD = nairobiDay(200); // outside the default 180 days

/**
 * A new verified client of its own (empty books, whatever other tests recorded): the super admin
 * creates it through the API, and the code from the dev outbox verifies it.
 */
async function freshClient(request) {
  const run = Date.now().toString(36);
  const email = `books-${run}@e2e.test`;
  const password = `Books-${run}-1`;
  const signin = await request.post('/api/client/signin', { data: { email: 'super@demo.test', password: DEMO_PASSWORD } });
  const { token } = await signin.json();
  const created = await request.post('/api/client/signup', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      firstName: 'Books',
      lastName: `Owner${run}`,
      email,
      mobileNumber: `07${String(Date.now() % 1e8).padStart(8, '0')}`,
      password,
      confirmPassword: password,
      referralChoice: 'Other',
      role: 'client',
    },
  });
  assert.equal(created.status(), 201, await created.text());
  assert.equal((await request.get(`/api/otp/3/${encodeURIComponent(email)}`)).status(), 200);
  for (let i = 0; i < 50; i++) {
    const { messages } = await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    const code = (messages ?? []).map((m) => /^Code: (\d{6})$/m.exec(m.body ?? '')?.[1]).find(Boolean);
    if (code) {
      const verified = await request.post(`/api/otp/3/verify/${encodeURIComponent(email)}`, { data: { code } });
      assert.equal(verified.status(), 200, await verified.text());
      return { email, password };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code in the outbox for ${email}`);
}

async function open(page, table) {
  await page.goto(`${BASE}/cashflow-summary-detailed/${table}`);
}

/** Opens the Add modal of the current table, lets `fill` fill it, saves and waits for it to close. */
async function add(page, link, fill) {
  // The header's link (an empty list offers the same link in its empty state).
  await page.getByRole('link', { name: link }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function seed(page) {
  await open(page, 'investments');
  await add(page, 'Add Investment', async (d) => {
    await d.getByLabel('Investment narration').fill('Solar panel');
    await d.getByLabel('Investment type').selectOption({ index: 1 });
    await d.getByLabel('Investment amount (Ksh)').fill('20000');
    await d.getByLabel('Investment date').fill(typed(TODAY));
  });

  await open(page, 'expenses');
  for (const [nature, name, amount] of [
    ['OpEx', 'Rent', '1500.50'],
    ['CapEx', 'Oven', '5000'],
  ]) {
    await add(page, 'Add Expense', async (d) => {
      await d.getByLabel('Nature of expense').selectOption(nature);
      await d.getByLabel('Name', { exact: true }).fill(name);
      await d.getByLabel('Amount spent (Ksh)').fill(amount);
      await d.getByLabel('Transaction date').fill(typed(TODAY));
      await d.getByLabel('Type of expense').selectOption({ index: 1 });
      await d.getByLabel('Supplier phone').fill('0711000111');
      if (nature === 'CapEx') await d.getByLabel('Lifespan (years)').fill('3');
    });
  }

  await open(page, 'services');
  await add(page, 'Add Service', async (d) => {
    await d.getByLabel('Service name').fill('Haircut');
    await d.getByLabel('Category').selectOption({ index: 1 });
    await d.getByLabel('Measurement').selectOption({ index: 1 });
    await d.getByLabel('Price (Ksh)', { exact: true }).fill('300');
  });
  await open(page, 'service-variants/all');
  await add(page, 'Add Service Variant', async (d) => {
    await d.getByLabel('Service variant name').fill('Kids cut');
    await d.getByLabel('Main service').selectOption({ label: 'Haircut' });
    await d.getByLabel('Unit price (Ksh)').fill('200');
  });

  await open(page, 'sales');
  for (const [date, revenue, phoneNumber] of [
    [TODAY, '400', '0722000222'],
    [OLD, '1000', '0733000333'],
  ]) {
    await add(page, 'Add Sale', async (d) => {
      await d.getByLabel('Sale nature').selectOption('Service');
      await d.getByLabel('Main service').selectOption({ label: 'Haircut' });
      await d.getByLabel('Service variant').selectOption({ label: 'Kids cut' });
      await d.getByLabel('Quantity').fill('2');
      await d.getByLabel('Revenue (Ksh)').fill(revenue);
      await d.getByLabel('Date sold').fill(typed(date));
      await d.getByLabel('Type of sale').selectOption({ index: 1 });
      await d.getByLabel('Client phone').fill(phoneNumber);
    });
  }
}

/** A chart's figures from its description ('Revenue, 2026: Jan Ksh 0.00, Feb Ksh 1,200.50, …'). */
function chartFigures(description) {
  const figures = {};
  for (const [, period, amount] of description.matchAll(/(\w+) Ksh (-?[\d,]+\.\d{2})/g)) figures[period] = Number(amount.replace(/,/g, ''));
  return figures;
}

const card = (page, figure) => page.locator(`[data-figure="${figure}"] .dk-stat__value`);

async function cards(page) {
  const figures = ['revenue', 'costOfGoods', 'grossProfit', 'operatingExpense', 'operatingCashflow', 'capitalExpenditure', 'netCashflow', 'grossMarginPercent', 'investments'];
  const values = {};
  for (const figure of figures) values[figure] = (await card(page, figure).textContent())?.trim();
  return values;
}

/**
 * At 360×740 the first card's amount is on the first screen; at 360 and 1280, in English and
 * Kiswahili, no card's label or amount is wider than its box (or its card).
 */
async function figuresFit(page) {
  const amount = page.locator('[data-figure="revenue"] .dk-stat__amount');
  const box = await amount.boundingBox();
  assert.ok(box && box.y + box.height <= 740, `the first amount ends at ${box?.y + box?.height}px`);
  for (const lang of ['en', 'sw']) {
    await page.evaluate((l) => localStorage.setItem('portal.lang', l), lang);
    await page.reload();
    await page.locator(`html[lang="${lang}"]`).waitFor();
    await amount.getByText('Ksh 400.00').waitFor();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      const over = await page.evaluate(() =>
        [...document.querySelectorAll('.dk-stat__title, .dk-stat__amount, .dk-stat__detail')]
          .filter((e) => e.scrollWidth > e.clientWidth || e.getBoundingClientRect().right > e.closest('.dk-stat').getBoundingClientRect().right - 1)
          .map((e) => e.textContent),
      );
      assert.deepEqual(over, [], `${lang} at ${width} px`);
      if (width === 360) {
        const first = await amount.boundingBox();
        assert.ok(first.y + first.height <= 740, `${lang}: the first amount ends at ${first.y + first.height}px`);
      }
    }
    await page.setViewportSize({ width: 360, height: 740 });
  }
  await page.evaluate(() => localStorage.setItem('portal.lang', 'en'));
  await page.reload();
  await page.locator('html[lang="en"]').waitFor();
}

/** Opens the list's one Export menu. */
async function openExport(page) {
  const toggle = page.getByRole('button', { name: 'Export', exact: true });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
}

async function download(page, button) {
  await openExport(page);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('the cashflow summary adds up the records on the phone; the tables export what the filter shows', async () => {
  const browser = await launch();
  try {
    const { context, page } = await phone(browser, { acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { email, password } = await freshClient(page.request);
    await page.goto('/signin');
    await signIn(page, email, password);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

    await page.goto(`${BASE}/cashflow-summary`);
    await page.getByRole('heading', { name: 'Cashflow Summary' }).waitFor();
    await card(page, 'revenue').getByText('Ksh').waitFor();
    assert.equal(await card(page, 'netCashflow').textContent(), 'Ksh 0.00');
    // One element picker at a time: on the phone the dropdown, on Overview; choosing leads to a table.
    const picker = page.getByLabel('Select Cashflow Element');
    assert.equal(await picker.inputValue(), 'overview');
    assert.equal(await page.getByRole('navigation', { name: 'Cashflow elements' }).isVisible(), false);
    await picker.selectOption('inventory');
    await page.waitForURL((url) => url.pathname === `${BASE}/cashflow-summary-detailed/inventory`);
    await page.goBack();
    // On a laptop the row of buttons, Overview highlighted, and no dropdown.
    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Cashflow elements' });
    assert.equal(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current'), 'page');
    assert.equal(await nav.getByRole('link', { name: 'Inventory' }).getAttribute('href'), `${BASE}/cashflow-summary-detailed/inventory`);
    assert.equal(await page.getByLabel('Select Cashflow Element').isVisible(), false);
    await page.setViewportSize({ width: 360, height: 740 });

    await seed(page);

    // The summary of the default range (the last 180 days): the old sale is left out.
    await page.goto(`${BASE}/cashflow-summary`);
    await card(page, 'investments').getByText('20,000').waitFor();
    assert.deepEqual(await cards(page), {
      revenue: 'Ksh 400.00',
      costOfGoods: 'Ksh 0.00',
      grossProfit: 'Ksh 400.00',
      operatingExpense: 'Ksh 1,500.50',
      operatingCashflow: 'Ksh -1,100.50',
      capitalExpenditure: 'Ksh 5,000.00',
      netCashflow: 'Ksh -6,100.50',
      grossMarginPercent: '100%',
      investments: 'Ksh 20,000.00',
    });
    assert.match(await page.locator('.dk-summary__count').textContent(), /^4 records in this range/);

    // The figures come first on the phone, and fit their cards at any width, in both languages.
    await figuresFit(page);

    // A wider range takes the old sale in, typed digit by digit on the number keyboard (the slashes
    // come by themselves); the box shows the range as dd/mm/yyyy.
    assert.equal(await page.getByLabel('To').inputValue(), typed(TODAY));
    await page.getByLabel('From').fill('');
    await page.getByLabel('From').pressSequentially(typed(nairobiDay(250)).replaceAll('/', ''));
    assert.equal(await page.getByLabel('From').inputValue(), typed(nairobiDay(250)));
    await card(page, 'revenue').getByText('Ksh 1,400.00').waitFor();
    assert.equal(await card(page, 'netCashflow').textContent(), 'Ksh -5,100.50');
    assert.equal(await card(page, 'grossMarginPercent').textContent(), '100%');
    // A start after the end is said, not silently accepted.
    await page.getByLabel('From').fill(typed(TODAY));
    await page.getByLabel('To').fill(typed(nairobiDay(1)));
    await page.getByText('The start date is after the end date').waitFor();
    // A date cut short is said, and the figures stay those of the last whole range.
    await page.getByLabel('To').fill('12/1');
    await page.getByLabel('To').blur();
    await page.getByText('Type the whole date: dd/mm/yyyy').waitFor();
    // The calendar button opens the browser's picker (bounded like the box); a day picked there
    // shows in the box as dd/mm/yyyy.
    await page.getByRole('button', { name: 'Open the calendar' }).nth(1).click();
    await page.keyboard.press('Escape');
    const toCalendar = page.locator('.dk-range input[type=date]').nth(1);
    assert.equal(await toCalendar.getAttribute('max'), TODAY);
    await toCalendar.fill(TODAY, { force: true });
    assert.equal(await page.getByLabel('To').inputValue(), typed(TODAY));
    await card(page, 'revenue').getByText('Ksh 400.00').waitFor();

    // Analytics: this year, monthly, two charts 400 px high; quarterly; a year with nothing.
    const analytics = page.locator('.dk-analytics');
    const plots = analytics.locator('.dk-chart__plot');
    await plots.first().locator('canvas').waitFor();
    assert.equal(await plots.count(), 2);
    assert.equal(await analytics.locator('figcaption').allTextContents().then((t) => t.join('|')), 'Revenue|Operating Profit');
    const canvasHeight = await plots.first().locator('canvas').evaluate((c) => c.getBoundingClientRect().height);
    assert.ok(Math.abs(canvasHeight - 400) < 1, `chart height ${canvasHeight}`);
    const month = new Date(Date.now() + 3 * 3_600_000).toLocaleString('en', { month: 'short', timeZone: 'UTC' });
    assert.match(await plots.first().getAttribute('aria-label'), new RegExp(`${month} Ksh 400\\.00`));
    // Before anything is pointed at, the legend reads the latest month with an amount.
    const legend = analytics.locator('.u-legend').first();
    await legend.getByText('Ksh 400.00').waitFor();
    assert.match(await legend.innerText(), new RegExp(month));
    await analytics.getByLabel('Period').selectOption('quarterly');
    await analytics.locator('[aria-label*="Q4"]').first().waitFor();
    assert.match(await plots.nth(1).getAttribute('aria-label'), /^Operating Profit, \d{4}: Q1 /);
    const years = await analytics.getByLabel('Year').locator('option').allTextContents();
    assert.equal(years.length, 5);
    await analytics.getByLabel('Year').selectOption(years[4]);
    await analytics.getByText('No records for this year yet').waitFor();

    // Once synced, the server's analytics (core's same function over its own copy) say the same.
    await page.getByText('All synced').first().waitFor({ timeout: 30_000 });
    await analytics.getByLabel('Year').selectOption(years[0]);
    for (const mode of ['monthly', 'quarterly']) {
      await analytics.getByLabel('Period').selectOption(mode);
      await plots.first().locator('canvas').waitFor();
      const phoneFigures = await Promise.all([0, 1].map(async (i) => chartFigures(await plots.nth(i).getAttribute('aria-label'))));
      const server = await page.evaluate(
        async ({ year, mode }) => {
          const token = localStorage.getItem('token');
          const headers = { Authorization: `Bearer ${token}` };
          const { user } = await (await fetch('/api/user/unbox', { headers })).json();
          const url = `/api/stats/cashflow/${user.businessId}/${encodeURIComponent(user.businessName)}/${year}?dataMode=${mode}&usr_mail=${encodeURIComponent(user.email)}`;
          return (await fetch(url, { headers })).json();
        },
        { year: years[0], mode },
      );
      assert.equal(server.Response, true);
      assert.deepEqual(phoneFigures, [server.data.revenue, server.data.operatingProfit], mode);
    }

    // The sales table: filter, then each export carries only the filtered rows.
    await page.goto(`${BASE}/cashflow-summary-detailed/sales`);
    // On the phone each sale is a card; the filter leaves one.
    const saleCards = page.locator('.rl-card');
    await saleCards.nth(1).waitFor();
    assert.equal(await saleCards.count(), 2);
    await page.getByLabel('Filter:').fill('0733000333');
    await page.waitForFunction(() => document.querySelectorAll('.rl-card').length === 1);

    const csv = await download(page, 'CSV');
    assert.equal(csv.name, 'digikua.csv');
    const lines = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    assert.equal(lines.length, 2, 'the header and the one filtered row');
    // Every column of the spec, the id too (the screen shows fewer).
    assert.equal(lines[0], 'Sale ID / Edit,Sale Nature,Sale Variant,Quantity,Revenue,Date Sold,Type Of Sale,Client Phone,Date Added');
    assert.match(lines[1], /0733000333/);
    assert.doesNotMatch(lines[1], /0722000222/);

    const xlsx = await download(page, 'Excel');
    assert.equal(xlsx.name, 'digikua.xlsx');
    const zip = unzipSync(new Uint8Array(xlsx.bytes));
    assert.match(strFromU8(zip['xl/workbook.xml']), /<sheet [^>]*name="Sheet1"/);
    const sheet = Object.keys(zip).find((name) => /^xl\/worksheets\/sheet1\.xml$/.test(name));
    const cellsText = strFromU8(zip[sheet]) + strFromU8(zip['xl/sharedStrings.xml'] ?? new Uint8Array());
    assert.match(cellsText, /0733000333/);
    assert.doesNotMatch(cellsText, /0722000222/);
    assert.doesNotMatch(cellsText, /<t[^>]*>Ksh|<si>.*Ksh/, 'amounts are numbers, not text');
    assert.match(strFromU8(zip[sheet]), /<c [^>]*s="2"[^>]*><v>-?\d/, 'amounts are numbers in the Ksh format');

    const pdf = await download(page, 'PDF');
    assert.equal(pdf.name, 'digikua.pdf');
    const pdfText = pdf.bytes.toString('latin1');
    assert.ok(pdfText.startsWith('%PDF-'));
    // The title, every column's header and the filtered row only: the text the pages draw, in
    // order (the core writes it uncompressed; a cell wrapped over lines reads back joined by spaces).
    const drawn = [...pdfText.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]).join(' ');
    assert.ok(drawn.startsWith('Sales '), drawn.slice(0, 40));
    for (const header of lines[0].split(',')) assert.ok(drawn.includes(header), header);
    assert.ok(drawn.includes('0733000333'));
    assert.ok(!pdfText.includes('0722000222'));

    await openExport(page);
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Copied to clipboard!').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.deepEqual(
      copied.split('\n').map((line) => line.split('\t').length),
      [lines[0].split(',').length, lines[0].split(',').length],
    );
    assert.match(copied, /0733000333/);
    await page.getByText('Copied to clipboard!').waitFor({ state: 'detached', timeout: 3000 });

    // Print: the page is printed with only this heading and table shown.
    await page.evaluate(() => {
      window.printed = [];
      window.print = () =>
        window.printed.push({
          printing: document.body.classList.contains('dk-printing'),
          rows: document.querySelectorAll('.dk-print-target tbody tr').length,
        });
    });
    await openExport(page);
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.waitForFunction(() => window.printed.length === 1);
    assert.deepEqual(await page.evaluate(() => window.printed), [{ printing: true, rows: 1 }]);
    assert.equal(pathOf(page), `${BASE}/cashflow-summary-detailed/sales`);
    await context.close();
  } finally {
    await browser.close();
  }
});
