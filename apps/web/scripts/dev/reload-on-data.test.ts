import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { reloadOnData } from './reload-on-data.ts';

let server: ViteDevServer | undefined;
let dir = '';
afterEach(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('reloadOnData', () => {
  it("sends a full reload when a data file under a watched folder changes, not for others'", async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'verdalia-reload-'));
    const data = path.join(dir, 'content', 'projects');
    await mkdir(data, { recursive: true });
    await writeFile(path.join(data, 'es.json'), '[]');
    await writeFile(path.join(dir, 'other.json'), '{}');
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0, ws: false },
      plugins: [reloadOnData([path.join(dir, 'content')])],
    });
    const sent: unknown[] = [];
    server.ws.send = (payload: unknown) => void sent.push(payload);
    server.watcher.emit('change', path.join(dir, 'other.json'));
    server.watcher.emit('change', path.join(data, 'es.txt'));
    expect(sent).toEqual([]);
    server.watcher.emit('change', path.join(data, 'es.json'));
    server.watcher.emit('add', path.join(data, 'pt.json'));
    expect(sent).toEqual([
      { type: 'full-reload', path: '*' },
      { type: 'full-reload', path: '*' },
    ]);
  });
});
