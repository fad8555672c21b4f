import {
  fallbackLanguage,
  languageLists,
  languages,
  pagePath,
  projectListSchema,
  projectPageAddresses,
  projectPagePath,
  withPageSlugs,
  type Language,
  type Project,
} from '@verdalia/shared';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import * as entryServer from '../../src/entry-server';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import { repoRoot } from '../content/content-files';

// What the prerender writes for each project's page, read as a crawler reads it: every
// project of the site's lists, in every language (the browser tests visit one per language).
const lists: Partial<Record<Language, Project[]>> = {};
const entries = languageLists(contentFolderAt(repoRoot), 'projects');
for (const language of languages) lists[language] = projectListSchema.parse(entries[language]);
const projectPages = projectPageAddresses(lists);
const listed = withPageSlugs(lists, projectPages);
const siteUrl = entryServer.appConfig.siteUrl;

type Element = DefaultTreeAdapterTypes.Element;

function elements(node: DefaultTreeAdapterTypes.Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes.flatMap(elements) : [];
  return 'tagName' in node ? [node, ...children] : children;
}

function textOf(element: Element | undefined): string {
  if (!element) return '';
  return element.childNodes
    .map((child) => ('value' in child ? child.value : 'tagName' in child ? textOf(child) : ''))
    .join('');
}

/** A page as render() gives it to the prerender: its head and body, parsed. */
async function rendered(url: string, language: Language) {
  const { html, head } = await entryServer.render(url, language, {
    projects: listed[language] ?? [],
  });
  const all = elements(parse(`<!doctype html><html><head>${head}</head><body>${html}</body>`));
  const attribute = (element: Element | undefined, name: string) =>
    element?.attrs.find((attr) => attr.name === name)?.value;
  const find = (tag: string, name?: string, value?: string) =>
    all.filter(
      (element) =>
        element.tagName === tag && (name === undefined || attribute(element, name) === value),
    );
  return { attribute, find };
}

describe('each project’s prerendered page', () => {
  it('exists for every project in every language, each at an address of its own', () => {
    for (const language of languages) {
      expect(projectPages.filter((page) => page.language === language)).toHaveLength(
        lists[language]?.length ?? 0,
      );
    }
    expect(new Set(projectPages.map((page) => page.path)).size).toBe(projectPages.length);
  });

  it('shows its project, is described as it, and links to the same project in every language', async () => {
    // Every page: this renders 3 × the list in one test (a few seconds, no browser).
    for (const address of projectPages) {
      const { attribute, find } = await rendered(address.path, address.language);
      const project = listed[address.language]?.find((entry) => entry.id === address.project);
      if (!project) throw new Error(`no project ${address.project}`);
      const where = address.path;
      const same = projectPages.filter((page) => page.project === address.project);
      const url = (path: string) => `${siteUrl}${path}`;

      expect(textOf(find('h1')[0]), where).toBe(project.title);
      expect(attribute(find('link', 'rel', 'canonical')[0], 'href'), where).toBe(url(where));
      expect(
        find('link', 'rel', 'alternate').map(
          (link) => `${attribute(link, 'hreflang')} ${attribute(link, 'href')}`,
        ),
        where,
      ).toEqual([
        ...same.map((page) => `${page.language} ${url(page.path)}`),
        `x-default ${url(same.find((page) => page.language === fallbackLanguage)?.path ?? '')}`,
      ]);
      expect(find('meta', 'name', 'robots'), where).toEqual([]);
      expect(attribute(find('meta', 'property', 'og:url')[0], 'content'), where).toBe(url(where));
      expect(attribute(find('meta', 'property', 'og:title')[0], 'content'), where).toContain(
        project.title,
      );
      expect(attribute(find('meta', 'property', 'og:image')[0], 'content'), where).toBe(
        url(`/images/projects/project-${String(project.id).padStart(2, '0')}.png`),
      );

      const blocks = find('script', 'type', 'application/ld+json').map(
        (script) => JSON.parse(textOf(script)) as Record<string, unknown>,
      );
      expect(
        blocks.map((block) => block['@type']),
        where,
      ).toEqual(['Organization', 'CreativeWork', 'BreadcrumbList']);
      expect(blocks[1], where).toMatchObject({
        name: project.title,
        url: url(where),
        inLanguage: address.language,
      });

      // The language menu: the same project's page in each language.
      expect(
        find('a')
          .filter((link) => attribute(link, 'class') === 'lang__option')
          .map((link) => `${attribute(link, 'hreflang')} ${attribute(link, 'href')}`),
        where,
      ).toEqual(same.map((page) => `${page.language} ${page.path}`));
      // The breadcrumb back to the list.
      expect(find('nav', 'class', 'breadcrumb').length, where).toBe(1);
      expect(
        find('a').some(
          (link) => attribute(link, 'href') === pagePath('projects', address.language),
        ),
        where,
      ).toBe(true);
    }
  }, 120_000);

  it('is linked from its language’s list, each card’s title to its page', async () => {
    for (const language of languages) {
      const { attribute, find } = await rendered(pagePath('projects', language), language);
      const links = find('a')
        .filter((link) => attribute(link, 'class') === 'project-card__link')
        .map((link) => attribute(link, 'href'));
      expect(links).toEqual(
        projectPages.filter((page) => page.language === language).map((page) => page.path),
      );
    }
  });

  it('is the 404 page, not indexed, for a slug its list lacks', async () => {
    const { attribute, find } = await rendered(projectPagePath('no-such-project', 'pt'), 'pt');
    expect(attribute(find('meta', 'name', 'robots')[0], 'content')).toBe('noindex');
    expect(find('link', 'rel', 'canonical')).toEqual([]);
    expect(find('script', 'type', 'application/ld+json')).toEqual([]);
    expect(find('nav', 'class', 'breadcrumb')).toEqual([]);
  });
});
