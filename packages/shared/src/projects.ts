import * as z from 'zod/mini';
import { projectSlugPattern, type ProjectPageSlugs } from './project-pages.js';

const text = () => z.string().check(z.trim(), z.minLength(1));

/** A year of the firm's work: from its founding (siteConfig.foundedYear) to a sane horizon. */
const year = z.int().check(z.gte(2001), z.lte(2100));

/**
 * A result with its figure, written as the list's language writes numbers ("1.800 ha",
 * "1,800 ha"): the same digits in every language (project-lists.test.ts checks it).
 */
export const projectResultSchema = z.object({
  /** The figure, shown large: "USD 120 millones", "1,800 ha", "35 %". */
  figure: text(),
  /** What it counts, a short clause under the figure. */
  label: text(),
});

/**
 * One project of /list-<lng>.json: what a reader of a consultancy's references looks for.
 * The same ids, categories, countries, years and figures in every language; the texts are
 * each language's own. The project's art is /images/projects/project-<id>.svg
 * (apps/web/scripts/art/projects.mjs).
 */
export const projectSchema = z.object({
  id: z.int().check(z.positive()),
  title: text(),
  /** Its page's slug in this language; without one, its title's (projectSlug). */
  slug: z.optional(z.string().check(z.regex(projectSlugPattern))),
  /** What the firm did, in one or two sentences. */
  description: text(),
  categories: z.array(text()).check(z.minLength(1)),
  /** Who commissioned the work, by type (sample content names no real client). */
  client: text(),
  /** Who paid for it, when not the client itself (a donor, a fund, a development bank). */
  funder: z.optional(text()),
  /** Where, as ISO 3166-1 alpha-2 codes; each language names them (projects.json `countries`). */
  countries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(
    z.minLength(1),
    z.refine((codes) => new Set(codes).size === codes.length, 'a country is listed twice'),
  ),
  /** When: the first and the last year; no `end` while the work goes on. */
  years: z
    .object({ start: year, end: z.optional(year) })
    .check(
      z.refine(({ start, end }) => end === undefined || end >= start, 'ends before it starts'),
    ),
  /** The firm's part in it: "Diseño y estructuración", "Evaluación independiente". */
  role: text(),
  /** One or two results with figures: what a reader quotes. */
  results: z.array(projectResultSchema).check(z.minLength(1), z.maxLength(2)),
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
