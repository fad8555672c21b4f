import { expect, test } from '../support/test';
import { siteConfig } from '@verdalia/shared';
import { text } from '../support/locales';

test('the footer shows the network link, the entities, the offices and the contacts', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  const footer = page.locator('footer');
  const network = footer.getByRole('link', {
    name: new RegExp(text('en', 'common', 'footer.followLabel')),
  });
  await expect(network).toHaveAttribute('href', siteConfig.professionalNetworkUrl);
  await expect(network).toHaveAttribute('target', '_blank');
  await expect(network).toHaveAttribute('rel', 'noopener noreferrer');
  for (const entity of siteConfig.entities) await expect(footer).toContainText(entity);
  for (const location of siteConfig.locations) {
    const country = text('en', 'common', `footer.countries.${location.countryCode}`);
    await expect(footer).toContainText(`${location.city}, ${country}`);
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

test('the offices name their country in the page language', async ({ page }) => {
  await page.goto('/?lng=pt');
  await expect(page.locator('footer')).toContainText('Bogotá, Colômbia');
  await page.goto('/?lng=en');
  await expect(page.locator('footer')).toContainText('Panamá, Panama');
});
