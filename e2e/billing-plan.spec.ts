import { shiftDateByMonths } from '../lib/date-time/calendar';
import { berlinDate } from './env';
import { expect, hydrated, shownDialog, storageStateOf, succeeded, test, upstreamDev } from './fixtures';

/**
 * Billing: the plan overview with the seeded trial; a declined payment on the
 * stand-in payment page; an upgrade paid there, synced on the way back, after
 * which the trial-over notice and the Upgrade button are gone; cancelling with
 * a confirmation; the billing history with a transaction's printable receipt;
 * a failed redirect that clears the loading state; the 403 screen for an
 * employee. The tests share the company's subscription, so they run in order,
 * from the seeded trial: a retry of the file runs them all again, after a
 * failed attempt may have paid or cancelled.
 */

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => upstreamDev.resetBilling());

// Tenant-wide: the upgrade takes the trial notice and the Upgrade button away for everyone, so
// these run in the `tenant` project, after every other spec.
test.describe('as the administrator', { tag: '@tenant' }, () => {
  test.use({ storageState: storageStateOf('admin') });

  test('shows the trial plan and keeps it when the payment is declined', async ({ page, app }) => {
    await page.goto(app('/billing/plan-overview'));
    const current = page.getByRole('region', { name: 'Current plan' });
    await expect(current.getByText('Business', { exact: true })).toBeVisible();
    await expect(current.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(current.getByText(/^Free trial: 27 days left, until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    // Paying now is paying now: the page says so before the trial's days are given up.
    await expect(page.getByText('A plan chosen now ends the free trial: its first month is paid today.', { exact: false })).toBeVisible();

    // The plan on trial is subscribed to, a dearer one upgraded to, a cheaper one switched to.
    await expect(page.getByRole('listitem', { name: 'Enterprise' }).getByRole('button', { name: 'Upgrade to Enterprise' })).toBeVisible();
    const business = page.getByRole('listitem', { name: 'Business' });
    await hydrated(business.getByRole('button', { name: 'Subscribe to Business' }));
    await business.getByRole('button', { name: 'Subscribe to Business' }).click();
    await expect(page.getByRole('heading', { name: 'Crewdesk test payments' })).toBeVisible();
    await page.getByRole('button', { name: 'Decline payment' }).click();

    await page.waitForURL(/\/billing\/plan-overview/);
    await shownDialog(page, 'Unsuccessful', 'We could not perform this action as the payment did not go through');
    await page.getByRole('button', { name: 'Close' }).click();
    // The dialog came with the page, opened by nothing: the focus goes to the page's content, not <body>.
    await expect(page.locator('main#content')).toBeFocused();
    await expect(page).toHaveURL(app('/billing/plan-overview'));
    await expect(current.getByText('Free trial', { exact: true })).toBeVisible();
  });

  test('upgrades through the payment page; the plan is synced and the trial notice goes', async ({ page, app }) => {
    await upstreamDev.appSettings({ is_trial_over: true });
    await page.goto(app('/feed'));
    const notice = page.getByRole('region', { name: 'Trial notice' });
    await expect(notice).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade (27 days left)' })).toBeVisible();
    await notice.getByRole('link', { name: 'Upgrade Now' }).click();

    await expect(page.getByRole('heading', { name: 'Plan overview', level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.getByLabel('Billing country').selectOption({ label: 'Austria' });
    const enterprise = page.getByRole('listitem', { name: 'Enterprise' });
    await hydrated(enterprise.getByRole('button', { name: 'Upgrade to Enterprise' }));
    await enterprise.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
    await expect(page.getByText('Northwind Crew: the Enterprise plan for')).toBeVisible();
    await page.getByRole('button', { name: 'Pay now' }).click();

    await page.waitForURL(/\/billing\/plan-overview/);
    await succeeded(page, 'Your payment went through: the company is on Enterprise.');
    const current = page.getByRole('region', { name: 'Current plan' });
    await expect(current.getByText('Enterprise', { exact: true })).toBeVisible();
    await expect(current.getByText('Active', { exact: true })).toBeVisible();
    // Paid today for a month: the next payment is due on this day next month (the period's last day is the one before).
    await expect(current.getByText(`Renews on ${shiftDateByMonths(berlinDate(), 1)}`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(app('/billing/plan-overview'));

    await page.goto(app('/feed'));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Trial notice' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade (27 days left)' })).toHaveCount(0);
  });

  test('cancels the subscription after a confirmation', async ({ page, app }) => {
    await page.goto(app('/billing/plan-overview'));
    const current = page.getByRole('region', { name: 'Current plan' });
    await hydrated(current.getByRole('button', { name: 'Cancel subscription' }));
    await current.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation Required' });
    await expect(confirm).toContainText('Cancel the subscription? The company keeps its plan until');
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(current.getByText('Active', { exact: true })).toBeVisible();
    await expect(current.getByText('Monthly total', { exact: true })).toBeVisible();

    await current.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation Required' }).getByRole('button', { name: 'Yes' }).click();
    await succeeded(page, 'The subscription is cancelled. The company keeps its plan until');
    await expect(current.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(current.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    // Nothing more falls due: no monthly amount beside "Cancelled: the plan ends on …".
    await expect(current.getByText(/^Cancelled: the plan ends on /)).toBeVisible();
    await expect(current.getByText('Monthly total', { exact: true })).toHaveCount(0);
  });

  test('lists the payments and prints a receipt', async ({ page, app }) => {
    await page.goto(app('/billing/billing-history'));
    const table = page.getByRole('region', { name: 'Transactions' });
    const paid = table.getByRole('row').filter({ hasText: 'Paid' });
    await expect(paid).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'Failed' })).toHaveCount(1);
    const view = paid.getByRole('button', { name: /^View INV-/ });
    await hydrated(view);
    await view.click();

    const dialog = page.getByRole('dialog', { name: /^Transaction INV-/ });
    const receipt = dialog.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText('Northwind Crew');
    await expect(receipt).toContainText('Enterprise plan');
    await expect(receipt).toContainText('€9.00 per person a month');
    await expect(receipt).toContainText('Visa ending in 4242');
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await dialog.getByRole('button', { name: 'Print receipt' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The declined payment is no receipt: the card it tried, nothing charged.
    await table.getByRole('row').filter({ hasText: 'Failed' }).getByRole('button', { name: /^View INV-/ }).click();
    const declined = page.getByRole('dialog', { name: /^Transaction INV-/ }).getByRole('article', { name: 'Failed payment' });
    await expect(declined).toContainText('Card tried');
    await expect(declined).toContainText('Total, not charged');
    await expect(declined).not.toContainText('Paid with');
    await expect(page.getByRole('dialog', { name: /^Transaction INV-/ }).getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  });

  test('on a phone the history keeps each payment’s date whole on one line', async ({ page, app }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(app('/billing/billing-history'));
    const dates = page.getByRole('region', { name: 'Transactions' }).getByRole('rowheader');
    await expect(dates.first()).toBeVisible();
    // The lines each date's own characters take (it read "2026-" on one line and "11-29 01:33" under it).
    const lines = await dates.evaluateAll((cells) =>
      cells.map((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const node = walker.nextNode()!;
        const range = document.createRange();
        range.setStart(node, 0);
        range.setEnd(node, 10);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((count) => count === 1), String(lines)).toBe(true);
    // Each row's View whole without scrolling the table sideways (it was cut at the right edge), the status under the date.
    const table = page.getByRole('region', { name: 'Transactions' }).getByRole('table');
    expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBeLessThanOrEqual(1);
    for (const view of await table.getByRole('button', { name: /^View INV-/ }).all()) {
      const box = (await view.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await expect(dates.filter({ hasText: /Status: (Paid|Failed)/ }).first()).toBeVisible();
  });

  test('clears the loading state when the payment address cannot be had', async ({ page, app }) => {
    await page.route('**/api/upstream/billing/payment-redirection-url**', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Payments are unavailable right now.' }) }),
    );
    await page.goto(app('/billing/plan-overview'));
    // Its words follow the plan held by now (Subscribe to it on trial, Switch to it from Enterprise): the card's one button.
    const button = page.getByRole('listitem', { name: 'Business' }).getByRole('button', { name: /^(Subscribe|Switch) to Business$/ });
    await hydrated(button);
    await button.click();
    await shownDialog(page, 'Unsuccessful', 'We could not perform this action as payments are unavailable right now.');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
  });
});

test.describe('as an employee', () => {
  test.use({ storageState: storageStateOf('employee') });

  test('gets the 403 screen on the billing routes', async ({ page, app }) => {
    for (const path of ['/billing/plan-overview', '/billing/billing-history']) {
      await page.goto(app(path));
      await expect(page.getByText("Access to this resource is denied! If you think it's a mistake, please reach out to the administrator.")).toBeVisible();
    }
  });
});
