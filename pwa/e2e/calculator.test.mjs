import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, phone, pathOf } from './browser.mjs';

let browser;
before(async () => { browser = await launch(); });
after(async () => { await browser?.close(); });

async function fillCalculator(page, { amount, period, income, purpose }) {
  if (amount !== undefined) await page.getByLabel('Loan amount').fill(amount);
  if (period !== undefined) await page.getByLabel('Repayment period').selectOption({ label: period });
  if (income !== undefined) await page.getByLabel('Monthly income').fill(income);
  if (purpose !== undefined) await page.getByLabel('Loan purpose').selectOption({ label: purpose });
}

test('the calculator shows each of its messages', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/loan-calculator');

  await page.getByLabel('Loan amount').fill('20000');
  await page.getByLabel('Loan amount').blur();
  await page.getByText('The minimum amount of loan that we offer starts at Ksh50000').waitFor();

  await page.getByLabel('Loan amount').fill('2000000');
  await page.getByText('The maximum amount of loan that we offer is Ksh1000000').waitFor();

  await fillCalculator(page, { amount: '100000', period: '6 months', income: '60000', purpose: 'Personal' });
  await page.getByText('Loans are only available for business growth').waitFor();

  await fillCalculator(page, { purpose: 'Capital Expenses' });
  await page.getByText('You are not eligible for this amount, kindly enter a lower loan amount').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Continue' }).isDisabled(), true);

  await page.getByLabel('Monthly income').fill('');
  await page.getByLabel('Monthly income').blur();
  await page.getByText('This field is required').first().waitFor();
  await context.close();
});

test('digits only, with separators, and an eligible request continues to sign-in', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/loan-calculator');
  await page.getByLabel('Loan amount').pressSequentially('1a00b000');
  assert.equal(await page.getByLabel('Loan amount').inputValue(), '100,000');
  await fillCalculator(page, { period: '6 months', income: '70000', purpose: 'Capital Expenses' });
  assert.equal(await page.getByLabel('Monthly income').inputValue(), '70,000');
  assert.match(await page.getByLabel('Estimated monthly repayment').inputValue(), /21,088/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/signin');
  await context.close();
});

test('after one visit the calculator opens and works offline', async () => {
  const { context, page } = await phone(browser);
  await page.goto('/loan-calculator');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // Wait until the precache is complete: the worker is active.
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) => registration.active?.addEventListener('statechange', resolve));
    }
  });
  await context.setOffline(true);

  await page.reload();
  await fillCalculator(page, { amount: '100000', period: '6 months', income: '70000', purpose: 'Capital Expenses' });
  assert.match(await page.getByLabel('Estimated monthly repayment').inputValue(), /21,088/);

  await page.goto('/');
  await page.getByText('Empowering you, to change the world').waitFor();
  await page.goto('/signin');
  await page.getByLabel('Email').waitFor();
  assert.equal(pathOf(page), '/signin');
  await context.close();
});
