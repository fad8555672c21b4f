import { chromium } from '@playwright/test';
const [e2eOrigin, photosOrigin] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const prefix = { es: '', en: '/en', pt: '/pt' };
const slugs = {
  contact: { es: '/contacto', en: '/contact', pt: '/contato' },
  about: { es: '/nosotros', en: '/about', pt: '/sobre' },
};
const other = { es: 'en-US', en: 'pt-BR', pt: 'es-ES' };
try {
  for (const width of [390, 1440]) {
    for (const lang of ['es', 'en', 'pt']) {
      const viewport = { width, height: width === 390 ? 844 : 900 };
      // The notice on the home and projects pages, offered by a browser of another language.
      for (const [name, path] of [['home', lang === 'es' ? '/' : `${prefix[lang]}/`], ['projects', { es: '/proyectos', en: '/en/projects', pt: '/pt/projetos' }[lang]]]) {
        const context = await browser.newContext({ locale: other[lang], viewport });
        const page = await context.newPage();
        await page.goto(e2eOrigin + path);
        await page.locator('.language-notice').waitFor({ timeout: 120000 });
        await page.waitForFunction(() => document.querySelector('.language-notice')?.getAnimations().length === 0);
        await page.screenshot({ path: `/tmp/photos-shots/notice-${name}-${lang}-${width}.png` });
        await context.close();
      }
      // The contact form's submit before the captcha, and the picker's line (touch at 390).
      {
        const context = await browser.newContext({ locale: `${lang}-ES`, viewport, hasTouch: width === 390, isMobile: width === 390 });
        await context.addInitScript(() => localStorage.setItem('verdalia.languageOffer', 'answered'));
        const page = await context.newPage();
        await page.goto(e2eOrigin + (lang === 'es' ? '' : prefix[lang]) + slugs.contact[lang].replace(/^\/(en|pt)/, ''));
        await page.locator('html[data-hydrated]').waitFor({ timeout: 120000 });
        await page.locator('.contact-attachment').scrollIntoViewIfNeeded();
        await page.locator('.contact-attachment').screenshot({ path: `/tmp/photos-shots/picker-${lang}-${width}.png` });
        await page.locator('.contact-form__footer').screenshot({ path: `/tmp/photos-shots/submit-${lang}-${width}.png` });
        await context.close();
      }
      // The team's portraits with photographs (the measurement build).
      if (photosOrigin) {
        const context = await browser.newContext({ locale: `${lang}-ES`, viewport });
        await context.addInitScript(() => localStorage.setItem('verdalia.languageOffer', 'answered'));
        const page = await context.newPage();
        await page.goto(photosOrigin + (lang === 'es' ? '' : prefix[lang]) + slugs.about[lang]);
        const grid = page.locator('.team__grid');
        await grid.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => [...document.querySelectorAll('.team__grid img')].slice(0, 2).every((img) => img.complete && img.naturalWidth > 0), null, { timeout: 120000 });
        await page.screenshot({ path: `/tmp/photos-shots/team-${lang}-${width}.png` });
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
