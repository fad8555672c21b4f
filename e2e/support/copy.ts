import type { Language, PageId } from '@verdalia/shared';

/** Instructions that only the script makes true: turning cards, choosing, filling in the form. */
export const scriptInstructions: Record<Language, RegExp> = {
  es: /\b(seleccione una tarjeta|gire cada|toque o pulse|complete el formulario)/i,
  en: /\b(select a card|turn each|tap or click|fill in the form)/i,
  pt: /\b(selecione um cartão|vire cada|toque ou clique|preencha o formulário)/i,
};

/**
 * Where a page gives those instructions: hidden without the script (copy.spec.ts), shown once
 * it runs (quality/axe.spec.ts).
 */
export const scriptHints: Partial<Record<PageId, string>> = {
  home: '.services .section__lead',
  about: '.team .section__lead .needs-script',
  semilla: '.semilla-lines .section__lead',
  contact: '.contact-section__text',
};
