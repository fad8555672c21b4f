import { languages, type Language } from './languages.js';
import { slugify } from './slug.js';

export type CategoryColor = 'blue' | 'green';

/**
 * The seven categories, each by its id: the slug of its first Spanish name, which the
 * projects' content names them by (content/projects: `categories`), so it never changes.
 */
export const categoryIds = [
  'finanzas_verdes_y_climaticas',
  'finanzas_sociales',
  'energias_limpias_y_movilidad_sostenible',
  'conservacion_de_recursos_uso_sostenible_y_cambio_climatico',
  'estudios_de_mercado_y_de_factibilidad_tecnico_economica',
  'medicion_monitoreo_y_reporte_de_impactos_y_de_riesgos_a_s',
  'desarrollo_de_conocimientos_herramientas_y_capacidades',
] as const;

export type CategoryId = (typeof categoryIds)[number];

export interface Category {
  id: CategoryId;
  /** Filter-button colour. */
  color: CategoryColor;
  /** Key of the background image of the category. */
  image: string;
  /**
   * Its address's last segment in each language (category-pages.ts): written here, not
   * derived from the name, so an address stays when staff reword the name.
   */
  slugs: Record<Language, string>;
  /**
   * Other slugs it was known by, hyphenated: the long names the list's `?categoria=` links
   * carried (as `finanzas_sociales`), in any language. Old links still reach its page.
   */
  formerSlugs: readonly string[];
}

type Definition = Omit<Category, 'id'>;

const definitions: Record<CategoryId, Definition> = {
  finanzas_verdes_y_climaticas: {
    color: 'green',
    image: 'green-finance',
    slugs: {
      es: 'finanzas-verdes-y-climaticas',
      en: 'green-and-climate-finance',
      pt: 'financas-verdes-e-climaticas',
    },
    formerSlugs: [],
  },
  finanzas_sociales: {
    color: 'blue',
    image: 'social-finance',
    slugs: { es: 'finanzas-sociales', en: 'social-finance', pt: 'financas-sociais' },
    formerSlugs: [],
  },
  energias_limpias_y_movilidad_sostenible: {
    color: 'green',
    image: 'clean-energy',
    slugs: {
      es: 'energias-limpias-y-movilidad-sostenible',
      en: 'clean-energy-and-sustainable-mobility',
      pt: 'energias-limpas-e-mobilidade-sustentavel',
    },
    formerSlugs: [],
  },
  conservacion_de_recursos_uso_sostenible_y_cambio_climatico: {
    color: 'blue',
    image: 'conservation',
    slugs: {
      es: 'conservacion-y-uso-sostenible',
      en: 'conservation-and-sustainable-use',
      pt: 'conservacao-e-uso-sustentavel',
    },
    formerSlugs: [
      'conservacion-de-recursos-uso-sostenible-y-cambio-climatico',
      'resource-conservation-sustainable-use-and-climate-change',
      'conservacao-de-recursos-uso-sustentavel-e-mudanca-do-clima',
    ],
  },
  estudios_de_mercado_y_de_factibilidad_tecnico_economica: {
    color: 'green',
    image: 'feasibility',
    slugs: {
      es: 'estudios-de-mercado-y-factibilidad',
      en: 'market-and-feasibility-studies',
      pt: 'estudos-de-mercado-e-viabilidade',
    },
    formerSlugs: [
      'estudios-de-mercado-y-de-factibilidad-tecnico-economica',
      'market-and-technical-economic-feasibility-studies',
      'estudos-de-mercado-e-de-viabilidade-tecnico-economica',
    ],
  },
  medicion_monitoreo_y_reporte_de_impactos_y_de_riesgos_a_s: {
    color: 'green',
    image: 'impact-measurement',
    slugs: {
      es: 'medicion-monitoreo-y-reporte',
      en: 'measurement-monitoring-and-reporting',
      pt: 'medicao-monitoramento-e-relato',
    },
    formerSlugs: [
      'medicion-monitoreo-y-reporte-de-impactos-y-de-riesgos-a-s',
      'measurement-monitoring-and-reporting-of-environmental-and-social-impacts-and-risks',
      'medicao-monitoramento-e-relato-de-impactos-e-riscos-socioambientais',
    ],
  },
  desarrollo_de_conocimientos_herramientas_y_capacidades: {
    color: 'blue',
    image: 'capacity-building',
    slugs: {
      es: 'desarrollo-de-conocimientos-y-capacidades',
      en: 'knowledge-and-capacity-development',
      pt: 'desenvolvimento-de-conhecimentos-e-capacidades',
    },
    formerSlugs: [
      'desarrollo-de-conocimientos-herramientas-y-capacidades',
      'development-of-knowledge-tools-and-capabilities',
      'desenvolvimento-de-conhecimentos-ferramentas-e-capacidades',
    ],
  },
};

/**
 * The seven canonical categories, in display order. Their names are texts staff edit, one per
 * language wherever the site names a category (the home's service cards, the projects'
 * filters and tags, the CMS): content/pages/<lng>/common.json's `categories`, read by the web
 * app's texts and by the CMS's configuration.
 */
export const categories: readonly Category[] = categoryIds.map((id) => ({
  id,
  ...definitions[id],
}));

/** A slug as the addresses compare it: lowercase, words joined by hyphens. */
const normalSlug = (value: string) => slugify(value, '-');

const byName = new Map<string, Category>();
for (const category of categories) {
  for (const name of [category.id, ...Object.values(category.slugs), ...category.formerSlugs]) {
    byName.set(normalSlug(name), category);
  }
}

/** Finds a category from its id or any of its slugs, in any case, `-` or `_` between words. */
export function categoryByName(name: string): Category | undefined {
  return byName.get(normalSlug(name));
}

/** The category of an id the content uses. */
export function categoryById(id: string): Category | undefined {
  return categories.find((category) => category.id === id);
}

/**
 * Every slug a category answers to, hyphenated (its address's in each language, its id and
 * its former slugs): what an address or an old `?categoria=` link may name it by, with `-` or
 * `_` between the words and in any case (category-pages.ts, addresses.ts).
 */
export function categorySpellings(category: Category): string[] {
  return [
    ...new Set([
      ...languages.map((language) => category.slugs[language]),
      normalSlug(category.id),
      ...category.formerSlugs,
    ]),
  ].sort();
}
