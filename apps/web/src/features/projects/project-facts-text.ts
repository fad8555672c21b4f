import type { TFunction } from 'i18next';
import type { Project } from '@verdalia/shared';

type T = TFunction<'projects'>;

/** The countries' names in the page's language, in the list's order. */
export function countryNames(project: Project, t: T): string[] {
  const names = new Map<string, string>(Object.entries(t('countries', { returnObjects: true })));
  return project.countries.map((code) => names.get(code) ?? code);
}

/** Whether the card's place line names the countries (up to three) or only counts them. */
export const namesCountries = (project: Project) => project.countries.length <= 3;

/** "Guatemala y Honduras"; past three countries, their number ("12 países"). */
export function placeLine(project: Project, t: T, language: string): string {
  const names = countryNames(project, t);
  if (!namesCountries(project)) return t('card.countryCount', { count: names.length });
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

/** "2019–2021", "2015", or "desde 2024" while the work goes on. */
export function yearsLine({ years }: Project, t: T): string {
  if (years.end === undefined) return t('card.since', { start: years.start });
  if (years.end === years.start) return String(years.start);
  return `${years.start}\u2013${years.end}`;
}
