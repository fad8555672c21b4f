import * as z from 'zod/mini';
import { categories } from './categories.js';
import { field, imagePath, sampleMark, text } from './content-fields.js';
import { projectSlugPattern, type ProjectPageSlugs } from './project-pages.js';

/** A year of the firm's work: from its founding (siteConfig.foundedYear) to a sane horizon. */
const year = () => z.int().check(z.gte(2001), z.lte(2100));

const categoryIds = categories.map((category) => category.id);

/**
 * A result with its figure, written as the list's language writes numbers ("1.800 ha",
 * "1,800 ha"): the same digits in every language (project-lists.test.ts checks it).
 */
export const projectResultSchema = z.object({
  /** The figure, shown large: "USD 120 millones", "1,800 ha", "35 %". */
  figure: field(text(), { title: 'Cifra', 'x-translated': true }),
  /** What it counts, a short clause under the figure. */
  label: field(text(), { title: 'Qué mide la cifra', 'x-translated': true }),
});

/**
 * One project of content/projects/<lng>.json (served as /list-<lng>.json): what a reader of a
 * consultancy's references looks for. The same id, categories, countries, years, image and
 * sample mark in every language (content-rules.ts checks it); the texts and the slug are each
 * language's own. Without an image, the project's art is /images/projects/project-<id>.svg
 * (apps/web/scripts/art/projects.mjs).
 */
export const projectSchema = z.object({
  id: field(z.int().check(z.positive()), {
    title: 'Número',
    description: 'Único y estable: no lo cambie una vez publicado.',
  }),
  /** The project's address in the language: /proyectos/<slug> (project-pages.ts). */
  slug: field(z.string().check(z.regex(projectSlugPattern)), {
    title: 'Dirección (slug)',
    description: 'Minúsculas, cifras y guiones, derivada del título: linea-de-credito-verde.',
    'x-translated': true,
  }),
  title: field(text(), { title: 'Título', 'x-translated': true }),
  /** What the firm did, in one or two sentences. */
  description: field(text(), {
    title: 'Descripción',
    'x-translated': true,
    'x-widget': 'text',
  }),
  categories: field(z.array(z.enum(categoryIds)).check(z.minLength(1)), {
    title: 'Categorías',
  }),
  /** Who commissioned the work, by type (sample content names no real client). */
  client: field(text(), { title: 'Cliente', 'x-translated': true }),
  /** Who paid for it, when not the client itself (a donor, a fund, a development bank). */
  funder: field(z.optional(text()), { title: 'Financiador', 'x-translated': true }),
  /** Where, as ISO 3166-1 alpha-2 codes; each language names them (projects.json `countries`). */
  countries: field(
    z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(
      z.minLength(1),
      z.refine((codes) => new Set(codes).size === codes.length, 'a country is listed twice'),
    ),
    { title: 'Países', description: 'Códigos ISO de dos letras: CR, PA, CO.' },
  ),
  /** When: the first and the last year; no `end` while the work goes on. */
  years: field(
    z
      .object({
        start: field(year(), { title: 'Año de inicio' }),
        end: field(z.optional(year()), {
          title: 'Año de fin',
          description: 'Vacío mientras el trabajo sigue.',
        }),
      })
      .check((payload) => {
        const { start, end } = payload.value;
        if (end !== undefined && end < start) {
          payload.issues.push({
            code: 'custom',
            input: payload.value,
            message: `the end year ${end} is before the start year ${start}`,
          });
        }
      }),
    { title: 'Años' },
  ),
  /** The firm's part in it: "Diseño y estructuración", "Evaluación independiente". */
  role: field(text(), { title: 'Nuestro papel', 'x-translated': true }),
  /** One or two results with figures: what a reader quotes. */
  results: field(z.array(projectResultSchema).check(z.minLength(1), z.maxLength(2)), {
    title: 'Resultados',
    description: 'Uno o dos, con su cifra.',
    'x-translated': true,
  }),
  /** A photograph of the work; without one the project shows its generated art. */
  image: field(z.optional(imagePath()), { title: 'Fotografía', 'x-widget': 'image' }),
  sample: sampleMark(),
});

export const projectListSchema = z
  .array(projectSchema)
  .check(
    z.refine(
      (list) => new Set(list.map((project) => project.id)).size === list.length,
      'two projects share an id',
    ),
  );

export type Project = z.infer<typeof projectSchema>;
export type ProjectResult = z.infer<typeof projectResultSchema>;

/**
 * A project as the pages read it: the content's, and its page's slug in every language
 * (withPageSlugs), which the build adds to the lists it serves.
 */
export type ListedProject = Project & { slugs?: ProjectPageSlugs };
