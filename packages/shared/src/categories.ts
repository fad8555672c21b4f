import type { Language } from './languages.js';
import { slugify } from './slug.js';

export type CategoryColor = 'blue' | 'green';

export interface Category {
  /** Stable identifier: the slug of the Spanish name, as the legacy site used. */
  id: string;
  /** Filter-button colour. */
  color: CategoryColor;
  /** Key of the background image of the category. */
  image: string;
  names: Record<Language, string>;
}

const definitions: readonly Omit<Category, 'id'>[] = [
  {
    color: 'green',
    image: 'green-finance',
    names: {
      es: 'Finanzas verdes y climáticas',
      en: 'Green and climate finance',
      pt: 'Finanças verdes e climáticas',
    },
  },
  {
    color: 'blue',
    image: 'social-finance',
    names: { es: 'Finanzas sociales', en: 'Social finance', pt: 'Finanças sociais' },
  },
  {
    color: 'green',
    image: 'clean-energy',
    names: {
      es: 'Energías limpias y movilidad sostenible',
      en: 'Clean energy and sustainable mobility',
      pt: 'Energias limpas e mobilidade sustentável',
    },
  },
  {
    color: 'blue',
    image: 'conservation',
    names: {
      es: 'Conservación de recursos, uso sostenible y cambio climático',
      en: 'Resource conservation, sustainable use and climate change',
      pt: 'Conservação de recursos, uso sustentável e mudança do clima',
    },
  },
  {
    color: 'green',
    image: 'feasibility',
    names: {
      es: 'Estudios de mercado y de factibilidad técnico-económica',
      en: 'Market and technical-economic feasibility studies',
      pt: 'Estudos de mercado e de viabilidade técnico-econômica',
    },
  },
  {
    color: 'green',
    image: 'impact-measurement',
    names: {
      es: 'Medición, monitoreo y reporte de impactos y de riesgos A&S',
      en: 'Measurement, monitoring and reporting of environmental and social impacts and risks',
      pt: 'Medição, monitoramento e relato de impactos e riscos socioambientais',
    },
  },
  {
    color: 'blue',
    image: 'capacity-building',
    names: {
      es: 'Desarrollo de conocimientos, herramientas y capacidades',
      en: 'Development of knowledge, tools and capabilities',
      pt: 'Desenvolvimento de conhecimentos, ferramentas e capacidades',
    },
  },
];

/** The seven canonical categories, in display order. */
export const categories: readonly Category[] = definitions.map((definition) => ({
  ...definition,
  id: slugify(definition.names.es),
}));

const bySlug = new Map<string, Category>();
for (const category of categories) {
  for (const name of Object.values(category.names)) bySlug.set(slugify(name), category);
}

/** Finds a category from its name in any language (or its slug). */
export function categoryByName(name: string): Category | undefined {
  return bySlug.get(slugify(name));
}

/**
 * The query parameter that carries a chosen category in the projects page's address, in the
 * page's language (/proyectos?categoria=finanzas_sociales, /en/projects?category=social_finance,
 * /pt/projetos?categoria=financas_sociais): a shared link reads as what it shows. The
 * unfiltered page is the canonical one; a static host serves every query the same file.
 */
export const categoryParams: Readonly<Record<Language, string>> = {
  es: 'categoria',
  en: 'category',
  pt: 'categoria',
};

/** A category's value in the address: the slug of its name in the language (the spec's rule). */
export function categorySlug(category: Category, language: Language): string {
  return slugify(category.names[language]);
}

/** What is read of a query: a URLSearchParams (the package runs where there is no DOM). */
export interface QueryParams {
  get(name: string): string | null;
}

/**
 * The category a projects address chooses: its language's parameter (or another language's,
 * for a link that crossed languages) holding any language's slug or name; none when absent or
 * unknown (the page then shows every project).
 */
export function categoryOfQuery(query: QueryParams): Category | undefined {
  for (const name of new Set(Object.values(categoryParams))) {
    const value = query.get(name);
    const category = value === null ? undefined : categoryByName(value);
    if (category) return category;
  }
  return undefined;
}

/**
 * The query that keeps a projects address's category in another language's address (the
 * language menu): `?category=social_finance` for `?categoria=finanzas_sociales` in English;
 * empty when the query chooses none.
 */
export function categoryQueryIn(query: QueryParams, language: Language): string {
  const category = categoryOfQuery(query);
  return category ? `?${categoryParams[language]}=${categorySlug(category, language)}` : '';
}
