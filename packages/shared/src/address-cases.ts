import type { AddressResolution } from './addresses.js';

/**
 * The address rule's cases, each a request (path and query, as a browser sends them, with no
 * escapes) and the answer the rule gives it, written as `200 <language>`, `301 <location>` or
 * `404 <language>`. One table for every server: the shared rule's test reads it, and the
 * nginx configuration's test (apps/api/src/nginx) asks a real nginx each of them.
 */
export const addressCases: readonly (readonly [url: string, answer: string])[] = [
  // Old links: ?lng= names the language, the other parameters stay as they were.
  ['/nosotros?lng=en', '301 /en/about'],
  ['/nosotros?utm_source=x&lng=pt&b=%20', '301 /pt/sobre?utm_source=x&b=%20'],
  ['/nosotros?lng=es', '301 /nosotros'],
  ['/?lng=en', '301 /en/'],
  ['/?lng=pt&x=1', '301 /pt/?x=1'],
  ['/proyectos?LNG=en&lng=pt', '301 /en/projects?lng=pt'],
  ['/en/projects?lng=pt', '301 /pt/projetos'],
  ['/nosotros?lng=fr', '200 es'],
  ['/nosotros?lng=EN', '301 /en/about'],
  ['/nosotros?xlng=en', '200 es'],
  // One address per page: case, slashes, file names, /es/, another language's slug.
  ['/nosotros/', '301 /nosotros'],
  ['/clientes/?a=1', '301 /clientes?a=1'],
  ['/Contacto', '301 /contacto'],
  ['/CONTACTO/?lng=en', '301 /en/contact'],
  ['/EN/About', '301 /en/about'],
  ['/Semilla-DC/', '301 /semilla-dc'],
  ['/en', '301 /en/'],
  ['/PT', '301 /pt/'],
  ['/en/about/', '301 /en/about'],
  ['/en/nosotros', '301 /en/about'],
  ['/pt/contacto', '301 /pt/contato'],
  ['/pt/about/', '301 /pt/sobre'],
  ['/about', '301 /nosotros'],
  ['/es', '301 /'],
  ['/es/', '301 /'],
  ['/es/nosotros', '301 /nosotros'],
  ['/es/about', '301 /nosotros'],
  ['/index.html', '301 /'],
  ['/nosotros.html', '301 /nosotros'],
  ['/en/index.html', '301 /en/'],
  ['/en/about.html', '301 /en/about'],
  ['/en/about/index.html', '301 /en/about'],
  ['/index', '301 /'],
  // A category of the projects list: a page of its own in every language.
  ['/proyectos/categoria/finanzas-sociales', '200 es'],
  ['/en/projects/category/social-finance?utm_source=x', '200 en'],
  ['/pt/projetos/categoria/financas-sociais', '200 pt'],
  ['/proyectos/categoria/finanzas-sociales/', '301 /proyectos/categoria/finanzas-sociales'],
  ['/Proyectos/Categoria/Finanzas-Sociales?a=1', '301 /proyectos/categoria/finanzas-sociales?a=1'],
  ['/proyectos/categoria/finanzas-sociales.html', '301 /proyectos/categoria/finanzas-sociales'],
  ['/es/proyectos/categoria/finanzas_sociales', '301 /proyectos/categoria/finanzas-sociales'],
  ['/en/proyectos/categoria/finanzas-sociales', '301 /en/projects/category/social-finance'],
  ['/pt/projects/category/social-finance', '301 /pt/projetos/categoria/financas-sociais'],
  [
    '/proyectos/category/medicion-monitoreo-y-reporte-de-impactos-y-de-riesgos-a-s',
    '301 /proyectos/categoria/medicion-monitoreo-y-reporte',
  ],
  ['/proyectos/categoria/finanzas-sociales?lng=en', '200 es'],
  ['/proyectos/categoria/astrologia', '404 es'],
  ['/en/projects/category/social-finance/x', '404 en'],
  ['/proyectos/categoria/finanzas-sociales/mas', '404 es'],
  // The list's old links carried the category in their query: they reach its page.
  ['/proyectos?categoria=finanzas_sociales', '301 /proyectos/categoria/finanzas-sociales'],
  [
    '/en/projects?category=social_finance&utm_source=x',
    '301 /en/projects/category/social-finance?utm_source=x',
  ],
  [
    '/pt/projetos?a=1&CATEGORIA=Financas_Sociais&b=2',
    '301 /pt/projetos/categoria/financas-sociais?a=1&b=2',
  ],
  [
    '/proyectos?categoria=medicion_monitoreo_y_reporte_de_impactos_y_de_riesgos_a_s',
    '301 /proyectos/categoria/medicion-monitoreo-y-reporte',
  ],
  ['/en/projects?categoria=finanzas_sociales', '301 /en/projects/category/social-finance'],
  [
    '/proyectos?categoria=astrologia&category=social_finance',
    '301 /proyectos/categoria/finanzas-sociales?categoria=astrologia',
  ],
  ['/proyectos?categoria=astrologia', '200 es'],
  ['/proyectos?categoria=Finanzas%20sociales', '200 es'],
  ['/proyectos?categoria=finanzas_sociales&lng=en', '301 /en/projects?categoria=finanzas_sociales'],
  ['/Proyectos?categoria=finanzas_sociales', '301 /proyectos?categoria=finanzas_sociales'],
  ['/proyectos/categoria/finanzas-sociales?categoria=finanzas_verdes_y_climaticas', '200 es'],
  // Anything else: the 404 page of the prefix's language.
  ['/nada', '404 es'],
  ['/nada?lng=en', '404 es'],
  ['/es/nada', '404 es'],
  ['/en/nada', '404 en'],
  ['/EN/nada/', '404 en'],
  ['/pt/nada', '404 pt'],
  ['/english', '404 es'],
  ['/en-about', '404 es'],
  ['/404.html', '404 es'],
  ['/en/404.html', '404 en'],
  ['/nosotros/extra', '404 es'],
  ['/nosotros.html/index.html', '404 es'],
  ['/.html', '404 es'],
  ['/en/es', '404 en'],
  ['/pt/en/about', '404 pt'],
];

/**
 * Raw request paths, as they may arrive on the wire, and the path each is read as
 * (normalizeRequestPath, as nginx reads $uri): %-escapes decoded, repeated slashes merged,
 * `.` and `..` resolved; undefined (400) for a malformed escape or a `..` above the root.
 */
export const rawPathCases: readonly (readonly [raw: string, normalized: string | undefined])[] = [
  ['/nosotros', '/nosotros'],
  ['//nosotros//', '/nosotros/'],
  ['/en/../nosotros', '/nosotros'],
  ['/../../x', undefined],
  ['/a/../../x', undefined],
  ['/a/b/../../x', '/x'],
  ['/./a/.', '/a/'],
  ['/nosotr%6Fs', '/nosotros'],
  ['/a%2Fb', '/a/b'],
  ['/', '/'],
  ['/en/./about', '/en/about'],
  ['/en/%2e%2e/nosotros', '/nosotros'],
  ['/EN//About/', '/EN/About/'],
  ['/pt/sobre/..', '/pt/'],
];

/** A resolution written as the tables above write an answer. */
export function addressAnswer(resolution: AddressResolution): string {
  if (resolution.kind === 'page') return `200 ${resolution.language}`;
  if (resolution.kind === 'redirect') return `301 ${resolution.location}`;
  return `404 ${resolution.language}`;
}
