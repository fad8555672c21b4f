import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { configSchema, loadConfig } from '../src/config/config.js';

// No Docker engine runs these files here: they are checked against the Compose
// Specification's JSON schema (deploy/compose-spec.schema.json) and against the API's own
// configuration schema instead.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** What the tests read of a compose file; everything else is kept for the schema check. */
const serviceSchema = z.looseObject({
  build: z.looseObject({ target: z.string().optional() }).optional(),
  image: z.string().optional(),
  environment: z.record(z.string(), z.string()).optional(),
  ports: z.array(z.string()).optional(),
  volumes: z.array(z.string()).optional(),
  healthcheck: z.unknown().optional(),
  networks: z.record(z.string(), z.looseObject({ ipv4_address: z.string().optional() })).optional(),
});
const composeSchema = z.looseObject({
  services: z.record(z.string(), serviceSchema),
  volumes: z.record(z.string(), z.unknown()).optional(),
});
type ComposeFile = z.infer<typeof composeSchema>;

async function compose(name: string): Promise<ComposeFile> {
  return composeSchema.parse(
    parse(await readFile(path.join(repoRoot, name), 'utf8'), { merge: true }),
  );
}

// The file names its draft (2019-09) by a URL spelling Ajv does not register; Ajv2019 is it.
const schema = z
  .record(z.string(), z.unknown())
  .parse(
    JSON.parse(await readFile(path.join(repoRoot, 'deploy/compose-spec.schema.json'), 'utf8')),
  );
delete schema.$schema;
/** The schema labels its parts with draft-04 `id` strings, which later drafts dropped. */
function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}

// Compose's own string formats are checked by Compose itself; here any string passes them.
const ajv = new Ajv2019({
  strict: false,
  allErrors: true,
  formats: { duration: true, ports: true, expose: true },
});
const validate = ajv.compile(z.record(z.string(), z.unknown()).parse(withoutIds(schema)));

/** ${NAME:-default} → default, ${NAME:?message} → a stand-in a production operator would set. */
function interpolate(value: string): string {
  const standIns: Record<string, string> = {
    SMTP_URL: 'smtps://user:secret@smtp.mail-provider.net:465',
    HCAPTCHA_SECRET: '0x1234567890abcdef',
    HCAPTCHA_SITEKEY: 'real-site-key',
    MAIL_TO: 'info@verdalia-consulting.com',
    MAIL_FROM: 'web@verdalia-consulting.com',
  };
  return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind, rest) =>
    kind === '-' ? String(rest) : (standIns[name] ?? `missing-${name}`),
  );
}

const apiServices = (file: ComposeFile) =>
  Object.entries(file.services).filter(([, service]) => service.build?.target === 'api');

describe.each(['docker-compose.yml', 'docker-compose.prod.yml'])('%s', (name) => {
  it('is valid by the Compose Specification', async () => {
    // The schema does refuse what Compose would refuse.
    expect(validate({ services: { web: { imagee: 'nginx' } } })).toBe(false);
    const valid = validate(await compose(name));
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('sets only variables the API knows, with values its configuration accepts', async () => {
    const known = new Set(Object.keys(configSchema.in.shape));
    const services = apiServices(await compose(name));
    expect(services.length).toBeGreaterThan(0);
    for (const [service, { environment = {} }] of services) {
      for (const variable of Object.keys(environment))
        expect(known.has(variable), `${service}: ${variable}`).toBe(true);
      const env = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [key, interpolate(value)]),
      );
      expect(() => loadConfig(env), service).not.toThrow();
    }
  });

  it('leaves no anonymous volume behind: every mount names a declared volume', async () => {
    const file = await compose(name);
    for (const [service, { volumes = [] }] of Object.entries(file.services)) {
      for (const mount of volumes) {
        const [source] = mount.split(':');
        expect(Object.keys(file.volumes ?? {}), `${service}: ${mount}`).toContain(source);
      }
    }
  });
});

describe('the compose files', () => {
  it('publish development ports on loopback only, and production takes its secrets from outside', async () => {
    const development = await compose('docker-compose.yml');
    for (const [service, { ports = [] }] of Object.entries(development.services)) {
      for (const port of ports) expect(port, service).toMatch(/^127\.0\.0\.1:/);
    }
    expect(development.services.mailpit?.image).toMatch(/^axllent\/mailpit:v\d+\.\d+\.\d+$/);
    expect(development.services.site?.environment?.SMTP_URL).toBe(
      '${SMTP_URL:-smtp://mailpit:1025}',
    );

    const production = await compose('docker-compose.prod.yml');
    expect(Object.keys(production.services).sort()).toEqual(['api-1', 'api-2', 'nginx', 'redis']);
    for (const [service, { environment = {} }] of apiServices(production)) {
      for (const secret of ['HCAPTCHA_SECRET', 'SMTP_URL'])
        expect(environment[secret], `${service}: ${secret}`).toMatch(/^\$\{\w+:\?/);
      expect(environment.NODE_ENV).toBe('production');
    }
    const outboxes = apiServices(production).map(([, service]) => service.volumes?.[0]);
    expect(new Set(outboxes).size).toBe(2);
    for (const [service, definition] of Object.entries(production.services))
      expect(definition.healthcheck, service).toBeDefined();
  });

  it("has the API replicas answer pages (nginx hands them over) and take the operator's settings", async () => {
    const production = await compose('docker-compose.prod.yml');
    for (const [service, { environment = {} }] of apiServices(production)) {
      // nginx passes every path that is not a file of the build to the replicas.
      expect(environment.SERVE_SITE ?? 'true', service).not.toBe('false');
      for (const setting of [
        'MAIL_TO_ORGANIZATIONS',
        'MAIL_TO_CONSULTANTS',
        'MAIL_TO_OTHER',
        'ACKNOWLEDGE_VISITORS',
        'COMPANY_TIME_ZONE',
        'MAIL_LANGUAGE',
        'CLAMAV_URL',
        'OPS_ALLOW_FROM',
      ]) {
        expect(environment[setting], `${service}: ${setting}`).toMatch(
          new RegExp(`^\\$\\{${setting}:-`),
        );
      }
    }
  });

  it('has the API replicas trust nginx, and only nginx, to name the visitor', async () => {
    const production = await compose('docker-compose.prod.yml');
    const nginxAddress = production.services.nginx?.networks?.default?.ipv4_address;
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [service, { environment = {} }] of apiServices(production))
      expect(environment.TRUST_PROXY, service).toBe(nginxAddress);
  });

  it('build from a pruned workspace on Node 24 LTS slim, as a non-root user, with a cached store', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24-[a-z]+-slim$/m);
    expect(dockerfile).toContain('prune @verdalia/api @verdalia/web --docker');
    expect(dockerfile).toMatch(/deploy --prod/);
    expect(dockerfile).toMatch(/--mount=type=cache,id=pnpm-store,target=\/pnpm\/store/);
    expect(dockerfile).not.toMatch(/^VOLUME/m);
    // One COPY of workspace manifests for all packages: none names a package folder.
    expect(dockerfile).not.toMatch(/^COPY .*(packages|tooling)\//m);
    const stages = dockerfile.split(/^FROM /m).slice(1);
    const api = stages.find((stage) => / AS api\n/.test(stage)) ?? '';
    expect(api).toMatch(/^USER node$/m);
    // The API starts exactly as its package.json's start script says (node flags live there).
    const pkg = z
      .object({ scripts: z.object({ start: z.string() }) })
      .parse(JSON.parse(await readFile(path.join(repoRoot, 'apps/api/package.json'), 'utf8')));
    const cmd = /^CMD (.*)$/m.exec(api)?.[1] ?? '[]';
    expect(z.array(z.string()).parse(JSON.parse(cmd)).join(' ')).toBe(pkg.scripts.start);
  });
});
