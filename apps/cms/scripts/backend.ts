// The git host the CMS signs in to and saves to. Its one place is deploy/cms-backend.json
// (docs/editing-content.md, "Sign-in and publishing (for IT)"): parsed once here, written into
// public/config.json by cms-config.ts, and refused by the admin's production build while it
// still names a placeholder (vite.config.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsConfig } from '@sveltia/cms';
import * as z from 'zod';

export const backendFile = path.resolve(import.meta.dirname, '../../../deploy/cms-backend.json');

const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
const repo = z
  .string()
  .regex(/^[\w.-]+\/[\w.-]+$/, 'owner and repository joined by a slash, e.g. "verdalia/website"');
const branch = z.string().min(1);

/** The backends this site uses, with the options its documentation names (and no others). */
export const backendSchema = z.discriminatedUnion('name', [
  z.strictObject({
    name: z.literal('github'),
    repo,
    branch,
    /** The OAuth token exchange (Sveltia CMS Authenticator or another Decap-compatible one). */
    base_url: httpsUrl.optional(),
    /** GitHub Enterprise Server only. */
    api_root: httpsUrl.optional(),
  }),
  z.strictObject({
    name: z.literal('gitea'),
    repo,
    branch,
    /** The Gitea/Forgejo instance (its OAuth2 sign-in, with PKCE). */
    base_url: httpsUrl,
    /** Its REST API, e.g. https://git.example.org/api/v1 (Sveltia's default is gitea.com). */
    api_root: httpsUrl,
    /** The OAuth2 application's client id. */
    app_id: z.string().min(1),
  }),
]);
export type Backend = z.infer<typeof backendSchema>;

/** Names reserved for examples and tests (RFC 2606, RFC 6761): never a real sign-in. */
const placeholderHost = /(?:^|\.)(?:example|invalid|test|localhost|example\.(?:com|net|org))$/i;

/** The origin the admin's API calls go to (what the page's CSP must allow in connect-src). */
export function apiOrigin(backend: Backend): string {
  const root = backend.api_root ?? 'https://api.github.com';
  return new URL(root).origin;
}

/**
 * What a production build refuses: a placeholder address, a GitHub sign-in without the token
 * exchange (Sveltia would fall back to Netlify's), and an API the admin's CSP would block.
 */
export function productionProblems(backend: Backend, contentSecurityPolicy: string): string[] {
  const problems: string[] = [];
  for (const key of ['base_url', 'api_root'] as const) {
    const value = backend[key];
    if (value !== undefined && placeholderHost.test(new URL(value).hostname)) {
      problems.push(`${key} "${value}" is a placeholder: set the real address`);
    }
  }
  if (backend.name === 'github' && backend.base_url === undefined) {
    problems.push('base_url is missing: GitHub sign-in needs the OAuth token exchange’s address');
  }
  const connectSrc = /(?:^|;)\s*connect-src([^;]*)/.exec(contentSecurityPolicy)?.[1] ?? '';
  if (!connectSrc.split(/\s+/).includes(apiOrigin(backend))) {
    problems.push(
      `the admin's Content-Security-Policy does not allow ${apiOrigin(backend)} in connect-src (apps/cms/src/content-security-policy.ts)`,
    );
  }
  return problems;
}

/** Reads and parses the backend file; a bad file is one readable error naming it. */
export function readBackend(file = backendFile): Backend {
  const parsed = backendSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${path.basename(file)} is not a backend this site supports:\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** The backend as deploy/cms-backend.json sets it. */
export const configuredBackend: Backend = readBackend();

/** The same, as the admin's configuration takes it. */
export const backend: CmsConfig['backend'] = configuredBackend;
