// How the browser tests reach a partner dashboard: its own browser context, signed in at /dashboard/login.
import { expect, type Browser, type Page } from '@playwright/test';

export const PARTNER_PASSWORD = 'Safari2025!';

export async function dashboardSignIn(page: Page, email: string, dashboard: string) {
  await page.goto('/dashboard/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PARTNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/${dashboard}`));
}

/** The partner works in a browser of its own; the traveller is the test's page (its screenshot on failure). */
export async function partnerPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}
