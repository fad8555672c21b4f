import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const apiDir = path.resolve(import.meta.dirname, '..');

/** The modules the tests below write: no file of src/ has these names. */
const fixtureFiles = ['src/routes/status-route.ts', 'src/plugins/app/status-plugin.ts'];

// The API's own configuration; the fixtures need not exist, as the project service takes them
// as default-project files (one service per process: one instance for every test).
const eslint = new ESLint({
  cwd: apiDir,
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: fixtureFiles },
        tsconfigRootDir: apiDir,
      },
    },
  },
});

/** Lints a module's text as if it were the API's file `file`: each message with its rule. */
async function lintAs(file: (typeof fixtureFiles)[number], code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(apiDir, file) });
  return (result?.messages ?? []).map(
    (message) => `${message.ruleId ?? 'parse'}: ${message.message}`,
  );
}

const goodRoute = `import type { FastifyInstance } from 'fastify';
import type { Outbox } from '../outbox/durable-outbox.js';

export default async function statusRoute(app: FastifyInstance, options: { outbox: Outbox }) {
  app.get('/status', async () => options.outbox.status());
}
`;

describe("the API's dependency rule", () => {
  it('passes a route that gets the outbox as its argument', async () => {
    expect(await lintAs('src/routes/status-route.ts', goodRoute)).toEqual([]);
  });

  it('fails a route that constructs the outbox itself', async () => {
    const messages = await lintAs(
      'src/routes/status-route.ts',
      `import type { FastifyInstance } from 'fastify';
import { Outbox } from '../outbox/durable-outbox.js';

export default async function statusRoute(app: FastifyInstance) {
  const outbox = new Outbox('/tmp/outbox', 'example.org', {});
  app.get('/status', async () => outbox.status());
}
`,
    );
    expect(messages).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*as arguments/),
    ]);
  });

  it("fails a service declared on Fastify's instance, and its decoration", async () => {
    const messages = await lintAs(
      'src/plugins/app/status-plugin.ts',
      `import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    status: () => string;
  }
}

export default async function statusPlugin(app: FastifyInstance) {
  app.decorate('status', () => 'ok');
}
`,
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-syntax: No domain service is declared/),
      expect.stringMatching(/^no-restricted-syntax: No domain service is decorated/),
    ]);
  });
});
