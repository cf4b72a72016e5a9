import { openBrowser, watchedPage } from './support/browser';

test('the home page is served, rendered and hydrated without errors', async () => {
  const context = await openBrowser();
  const { page, errors, foreignRequests } = await watchedPage(context);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(await page.title()).toContain('Northwind Digital');
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
  expect(foreignRequests).toEqual([]);
  await context.close();
});
