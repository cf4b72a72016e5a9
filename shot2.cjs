const { chromium } = require('playwright-core');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  await page.goto('http://127.0.0.1:4555/login');
  await page.getByLabel('Email').fill('owner@site.test');
  await page.getByLabel('Password').fill('kettle violin marsh 93');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.goto('http://127.0.0.1:4555/admin/blogs');
  await page.getByRole('button', { name: /^Email .* to subscribers$/ }).first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/newsletter.png' });
  await browser.close();
})();
