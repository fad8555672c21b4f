import { expect, test } from '../support/test';
import { siteConfig } from '../support/content';
import { text } from '../support/locales';

test('the footer shows the network link, the entities, the offices and the contacts', async ({
  page,
}) => {
  await page.goto('/en/');
  const footer = page.locator('footer');
  const network = footer.getByRole('link', {
    name: new RegExp(text('en', 'common', 'footer.followLabel')),
  });
  await expect(network).toHaveAttribute('href', siteConfig.professionalNetworkUrl);
  await expect(network).toHaveAttribute('target', '_blank');
  await expect(network).toHaveAttribute('rel', 'noopener noreferrer');
  // The company as registered; the foundation by its English name, not the Spanish one.
  const entities = footer.getByRole('list').filter({ hasText: siteConfig.entities.company });
  await expect(entities.getByRole('listitem')).toHaveText([
    siteConfig.entities.company,
    siteConfig.entities.foundation.en,
  ]);
  for (const location of siteConfig.locations) {
    const country = text('en', 'common', `footer.countries.${location.countryCode}`);
    await expect(footer).toContainText(`${location.city.en}, ${country}`);
  }
  await expect(footer.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute(
    'href',
    siteConfig.phone.href,
  );
  await expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.email}`,
  );
  await expect(footer).toContainText(text('en', 'common', 'footer.emailLabel'));
  await expect(footer).toContainText('All rights reserved.');
  await expect(footer).toContainText(text('en', 'common', 'footer.credit'));
});

test('the offices and the foundation are named in the page language', async ({ page }) => {
  await page.goto('/pt/');
  await expect(page.locator('footer')).toContainText('Bogotá, Colômbia');
  await expect(page.locator('footer')).toContainText('Fundação Semilla DC');
  await page.goto('/en/');
  await expect(page.locator('footer')).toContainText('Panama City, Panama');
  await page.goto('/');
  await expect(page.locator('footer')).toContainText('Ciudad de Panamá, Panamá');
});
