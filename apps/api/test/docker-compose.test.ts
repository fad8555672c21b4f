import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contactLimits, hcaptchaTestKeys } from '@verdalia/shared';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { configSchema, loadConfig } from '../src/config/config.js';

// `npm run test:compose` runs both files on a Docker engine (tooling/compose-tools/check/).
// These tests read them without one: they must be valid by the Compose Specification's JSON
// schema (deploy/compose-spec.schema.json), and what they give the API must be what its
// configuration accepts, or refuses, as the files promise.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** What the tests read of a compose file; everything else is kept for the schema check. */
const serviceSchema = z.looseObject({
  build: z.looseObject({ target: z.string().optional() }).optional(),
  image: z.string().optional(),
  environment: z.record(z.string(), z.string()).optional(),
  ports: z.array(z.string()).optional(),
  volumes: z.array(z.string()).optional(),
  healthcheck: z.unknown().optional(),
  profiles: z.array(z.string()).optional(),
  networks: z.record(z.string(), z.looseObject({ ipv4_address: z.string().optional() })).optional(),
});
const composeSchema = z.looseObject({
  services: z.record(z.string(), serviceSchema),
  volumes: z.record(z.string(), z.unknown()).optional(),
});
type ComposeFile = z.infer<typeof composeSchema>;
type Service = z.infer<typeof serviceSchema>;

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

/** What a production operator sets (docs/operations.md), for the files' required variables. */
const operatorEnvironment: Record<string, string> = {
  SMTP_URL: 'smtps://user:secret@smtp.mail-provider.net:465',
  HCAPTCHA_SECRET: '0x1234567890abcdef',
  HCAPTCHA_SITEKEY: 'real-site-key',
  MAIL_TO: 'info@verdalia-consulting.com',
  MAIL_FROM: 'web@verdalia-consulting.com',
  SITE_URL: 'https://www.verdalia-consulting.com',
};

/**
 * Compose's interpolation: ${NAME} and ${NAME:-default} take the environment's value, else the
 * default; ${NAME:?message} fails without one, as `docker compose up` does.
 */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, kind: string | undefined, rest: string | undefined) => {
      const set = env[name];
      if (set !== undefined && set !== '') return set;
      if (kind === '?') throw new Error(`${name}: ${rest ?? ''}`);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}

const environmentOf = (service: Service, env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(value, env)]),
  );

const apiServices = (file: ComposeFile) =>
  Object.entries(file.services).filter(([, service]) => service.build?.target === 'api');

/** The service a URL's host names (compose's network aliases are the service names). */
const serviceAt = (file: ComposeFile, url: string) => file.services[new URL(url).hostname];

describe.each([
  ['docker-compose.yml', {}],
  ['docker-compose.prod.yml', operatorEnvironment],
])('%s', (name, env) => {
  it('is valid by the Compose Specification', async () => {
    // The schema does refuse what Compose would refuse.
    expect(validate({ services: { web: { imagee: 'nginx' } } })).toBe(false);
    const valid = validate(await compose(name));
    expect(validate.errors ?? [], JSON.stringify(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('gives the API only variables it knows, with values its configuration accepts', async () => {
    const known = new Set(Object.keys(configSchema.in.shape));
    const services = apiServices(await compose(name));
    expect(services.length).toBeGreaterThan(0);
    for (const [service, definition] of services) {
      for (const variable of Object.keys(definition.environment ?? {}))
        expect(known.has(variable), `${service}: ${variable}`).toBe(true);
      expect(() => loadConfig(environmentOf(definition, env)), service).not.toThrow();
    }
  });

  it('leaves no anonymous volume behind, and mounts only files the repository has', async () => {
    const file = await compose(name);
    for (const [service, { volumes = [] }] of Object.entries(file.services)) {
      for (const mount of volumes) {
        const [source = ''] = mount.split(':');
        if (source.startsWith('./')) {
          expect(existsSync(path.join(repoRoot, source)), `${service}: ${mount}`).toBe(true);
        } else {
          expect(Object.keys(file.volumes ?? {}), `${service}: ${mount}`).toContain(source);
        }
      }
    }
  });
});

describe("the developers' stack", () => {
  it('publishes its ports on loopback only, the site on PORT', async () => {
    const development = await compose('docker-compose.yml');
    for (const [service, { ports = [] }] of Object.entries(development.services)) {
      for (const port of ports) expect(interpolate(port, {}), service).toMatch(/^127\.0\.0\.1:/);
    }
    const site = apiServices(development)[0]?.[1];
    expect(site?.ports?.map((port) => interpolate(port, { PORT: '4321' }))).toEqual([
      '127.0.0.1:4321:3000',
    ]);
  });

  it('sends the form without internet: its fake siteverify knows the test keys the site is given', async () => {
    const development = await compose('docker-compose.yml');
    const [, site] = apiServices(development)[0] ?? [];
    expect(site).toBeDefined();
    const config = loadConfig(environmentOf(site ?? {}, {}));
    expect([config.HCAPTCHA_SITEKEY, config.HCAPTCHA_SECRET]).toEqual([
      hcaptchaTestKeys.siteKey,
      hcaptchaTestKeys.secret,
    ]);
    const siteverify = serviceAt(development, config.HCAPTCHA_VERIFY_URL);
    expect(siteverify?.profiles, 'started with the stack').toBeUndefined();
    expect(siteverify?.environment?.SITEVERIFY_SECRET).toBe(config.HCAPTCHA_SECRET);
  });

  it('cannot be taken to production: the API refuses its fake siteverify and test secret there', async () => {
    const development = await compose('docker-compose.yml');
    const [, site] = apiServices(development)[0] ?? [];
    const asProduction = {
      ...environmentOf(site ?? {}, {}),
      ...operatorEnvironment,
      HCAPTCHA_SECRET: '0x1234567890abcdef',
      NODE_ENV: 'production',
    };
    expect(() => loadConfig(asProduction)).toThrow(
      /HCAPTCHA_VERIFY_URL: HCAPTCHA_VERIFY_URL must be https:\/\//,
    );
    // With its own test secret too, both are named.
    expect(() => loadConfig({ ...asProduction, HCAPTCHA_SECRET: hcaptchaTestKeys.secret })).toThrow(
      /HCAPTCHA_SECRET: hCaptcha's public test secret[\s\S]*HCAPTCHA_VERIFY_URL/,
    );
  });
});

describe('the production stack', () => {
  it('refuses to start while a secret is missing', async () => {
    const production = await compose('docker-compose.prod.yml');
    for (const secret of ['HCAPTCHA_SECRET', 'SMTP_URL', 'MAIL_TO', 'MAIL_FROM']) {
      const env = Object.fromEntries(
        Object.entries(operatorEnvironment).filter(([name]) => name !== secret),
      );
      for (const [service, definition] of apiServices(production)) {
        expect(() => environmentOf(definition, env), `${service} without ${secret}`).toThrow(
          new RegExp(`^${secret}: `),
        );
      }
    }
  });

  it('keeps one outbox per replica, and health-checks every service', async () => {
    const production = await compose('docker-compose.prod.yml');
    const replicas = apiServices(production);
    expect(replicas.length).toBeGreaterThan(1);
    const outboxes = replicas.map(([, service]) =>
      (service.volumes ?? []).find((mount) => mount.endsWith(':/data')),
    );
    expect(new Set(outboxes).size, JSON.stringify(outboxes)).toBe(replicas.length);
    for (const [service, definition] of Object.entries(production.services))
      expect(definition.healthcheck, service).toBeDefined();
  });

  it('hands every operator setting to each replica', async () => {
    const production = await compose('docker-compose.prod.yml');
    const settings: Record<string, string> = {
      MAIL_TO_ORGANIZATIONS: 'proyectos@verdalia-consulting.com',
      MAIL_TO_CONSULTANTS: 'red@verdalia-consulting.com',
      MAIL_TO_OTHER: 'info@verdalia-consulting.com',
      ACKNOWLEDGE_VISITORS: 'false',
      COMPANY_TIME_ZONE: 'America/Bogota',
      MAIL_LANGUAGE: 'pt',
      CLAMAV_URL: 'tcp://clamd.internal:3310',
      OPS_ALLOW_FROM: '10.0.0.0/8',
      RATE_LIMIT_MAX: '9',
    };
    for (const [service, definition] of apiServices(production)) {
      const config = loadConfig(environmentOf(definition, { ...operatorEnvironment, ...settings }));
      expect(
        [
          config.mailRecipients,
          config.ACKNOWLEDGE_VISITORS,
          config.COMPANY_TIME_ZONE,
          config.MAIL_LANGUAGE,
          config.CLAMAV_URL,
          config.OPS_ALLOW_FROM,
          config.RATE_LIMIT_MAX,
        ],
        service,
      ).toEqual([
        {
          organization: settings.MAIL_TO_ORGANIZATIONS,
          consultant: settings.MAIL_TO_CONSULTANTS,
          other: settings.MAIL_TO_OTHER,
        },
        false,
        'America/Bogota',
        'pt',
        'tcp://clamd.internal:3310',
        ['10.0.0.0/8'],
        9,
      ]);
      // nginx serves every page itself; a replica answers the form, its health and metrics.
      expect(config.SERVE_SITE, service).toBe(false);
    }
  });

  it('has the API replicas trust nginx, and only nginx, to name the visitor', async () => {
    const production = await compose('docker-compose.prod.yml');
    const nginxAddress = production.services.nginx?.networks?.default?.ipv4_address;
    expect(nginxAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    for (const [service, definition] of apiServices(production))
      expect(
        loadConfig(environmentOf(definition, operatorEnvironment)).TRUST_PROXY,
        service,
      ).toEqual([nginxAddress]);
  });

  it('scans attachments with the clamd it runs, which reads a whole attachment and keeps its signatures', async () => {
    const production = await compose('docker-compose.prod.yml');
    for (const [service, definition] of apiServices(production)) {
      const url = loadConfig(environmentOf(definition, operatorEnvironment)).CLAMAV_URL;
      expect(url, service).toBeDefined();
      const clamd = serviceAt(production, url ?? 'tcp://missing');
      expect(clamd, `${service}: ${url ?? ''}`).toBeDefined();
      const mounts = clamd?.volumes ?? [];
      expect(
        mounts.some((mount) => /^\w[\w-]*:\/var\/lib\/clamav$/.test(mount)),
        'signatures on a volume',
      ).toBe(true);
      expect(mounts).toContain('./deploy/clamd.conf:/etc/clamav/clamd.conf:ro');
    }
    // clamd stops reading an INSTREAM at StreamMaxLength: the largest attachment must fit.
    const conf = await readFile(path.join(repoRoot, 'deploy/clamd.conf'), 'utf8');
    const units: Record<string, number> = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 };
    const [, figure = '0', unit = ''] = /^StreamMaxLength\s+(\d+)([KMG]?)\s*$/im.exec(conf) ?? [];
    expect(Number(figure) * (units[unit.toUpperCase()] ?? 0)).toBeGreaterThan(
      contactLimits.attachmentMaxBytes,
    );
  });
});

describe('the Dockerfile', () => {
  it('builds without an image registry: no `# syntax=` frontend to fetch', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).not.toMatch(/^#\s*syntax\s*=/im);
  });

  it('runs the API as a non-root user, started exactly as its package.json says', async () => {
    const dockerfile = await readFile(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).not.toMatch(/^VOLUME/m);
    // One COPY of workspace manifests for all packages: a new package needs no new line.
    expect(dockerfile).not.toMatch(/^COPY .*(packages|tooling)\//m);
    const stages = dockerfile.split(/^FROM /m).slice(1);
    const api = stages.find((stage) => / AS api\n/.test(stage)) ?? '';
    expect(api).toMatch(/^USER node$/m);
    const pkg = z
      .object({ scripts: z.object({ start: z.string() }) })
      .parse(JSON.parse(await readFile(path.join(repoRoot, 'apps/api/package.json'), 'utf8')));
    const cmd = /^CMD (.*)$/m.exec(api)?.[1] ?? '[]';
    expect(z.array(z.string()).parse(JSON.parse(cmd)).join(' ')).toBe(pkg.scripts.start);
  });
});
