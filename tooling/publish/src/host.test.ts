// host.sh on a folder of this machine (the same script runs over SSH): releases, the switch,
// a reload that fails, pruning and rollback.
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DeployHost } from './host.ts';

const noSsh = { identity: undefined, knownHosts: undefined };
const made: string[] = [];
const temporary = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

function host() {
  const base = path.join(temporary('publish-host-'), 'srv/site');
  return { base, host: new DeployHost({ host: undefined, path: base }, noSsh) };
}

async function stage(revision: string, page: string): Promise<string> {
  const dir = temporary('publish-stage-');
  await mkdir(path.join(dir, 'client'));
  writeFileSync(path.join(dir, 'client/index.html'), page, { mode: 0o600 });
  writeFileSync(path.join(dir, 'client/same.css'), 'body{}', { mode: 0o600 });
  writeFileSync(path.join(dir, 'REVISION'), `${revision}\n`, { mode: 0o600 });
  return dir;
}

async function deploy(site: DeployHost, revision: string, page: string, reload = 'true') {
  const { id, live } = await site.createRelease(revision);
  await site.upload(await stage(revision, page), id, live);
  await site.activate(id, 3, reload);
  return id;
}

const live = (base: string) => readFileSync(path.join(base, 'current/client/index.html'), 'utf8');

describe('a deploy host (host.sh)', () => {
  it('switches current to each new release, keeps the files readable by all, and links what did not change', async () => {
    const { base, host: site } = host();
    expect(await site.liveRevision()).toBeUndefined();
    const first = await deploy(site, 'a'.repeat(40), 'one');
    expect(readlinkSync(path.join(base, 'current'))).toBe(`releases/${first}`);
    expect(await site.liveRevision()).toBe('a'.repeat(40));
    const second = await deploy(site, 'b'.repeat(40), 'two');
    expect(live(base)).toBe('two');
    expect(second > first).toBe(true);
    const file = (id: string, name: string) =>
      statSync(path.join(base, 'releases', id, 'client', name));
    expect(file(second, 'index.html').mode & 0o777).toBe(0o644);
    expect(statSync(path.join(base, 'releases', second)).mode & 0o777).toBe(0o755);
    expect(file(second, 'same.css').ino).toBe(file(first, 'same.css').ino);
    expect(file(second, 'index.html').ino).not.toBe(file(first, 'index.html').ino);
    expect(await site.releases()).toBe(
      `${first} ${'a'.repeat(40)}\n${second} ${'b'.repeat(40)} live`,
    );
  });

  it('switches back, and removes the new release, when the reload command fails', async () => {
    const { base, host: site } = host();
    const first = await deploy(site, 'a'.repeat(40), 'one');
    const marker = path.join(base, 'reloaded');
    await expect(deploy(site, 'b'.repeat(40), 'two', `touch ${marker}; false`)).rejects.toThrow(
      /host.sh activate/,
    );
    expect(existsSync(marker)).toBe(true);
    expect(readlinkSync(path.join(base, 'current'))).toBe(`releases/${first}`);
    expect(live(base)).toBe('one');
    expect((await site.releases()).split('\n')).toEqual([`${first} ${'a'.repeat(40)} live`]);
  });

  it('never switches to a release that was not completely uploaded', async () => {
    const { base, host: site } = host();
    const first = await deploy(site, 'a'.repeat(40), 'one');
    const { id } = await site.createRelease('b'.repeat(40));
    await expect(site.activate(id, 3, 'true')).rejects.toThrow();
    expect(readlinkSync(path.join(base, 'current'))).toBe(`releases/${first}`);
    await site.discard(id);
    expect(existsSync(path.join(base, 'releases', id))).toBe(false);
  });

  it('keeps the newest releases, rolls back further each time, and never back to a rolled-back one', async () => {
    const { base, host: site } = host();
    const ids: string[] = [];
    for (const [n, page] of ['one', 'two', 'three', 'four', 'five'].entries()) {
      ids.push(await deploy(site, String(n).repeat(40), page));
    }
    const listed = async () => (await site.releases()).split('\n').map((line) => line.split(' '));
    expect((await listed()).map(([id]) => id)).toEqual(ids.slice(-3));
    expect(await site.rollback('true')).toBe(ids[3]);
    expect(live(base)).toBe('four');
    expect(await site.rollback('true')).toBe(ids[2]);
    expect(live(base)).toBe('three');
    // Set aside, not removed: the reload's old workers may still be answering from them.
    expect((await listed()).map(([id, , state]) => [id, state])).toEqual([
      [ids[2], 'live'],
      [ids[3], 'rolled-back'],
      [ids[4], 'rolled-back'],
    ]);
    await expect(site.rollback('true')).rejects.toThrow(/host.sh rollback/);
    expect(live(base)).toBe('three');
    // The next release removes them, and a rollback from it returns to the release before.
    const six = await deploy(site, '6'.repeat(40), 'six');
    expect((await listed()).map(([id]) => id)).toEqual([ids[2], six]);
    expect(await site.rollback('true')).toBe(ids[2]);
    expect(live(base)).toBe('three');
  });

  it('stays on the live release when the reload fails during a rollback', async () => {
    const { base, host: site } = host();
    await deploy(site, 'a'.repeat(40), 'one');
    const second = await deploy(site, 'b'.repeat(40), 'two');
    await expect(site.rollback('false')).rejects.toThrow();
    expect(readlinkSync(path.join(base, 'current'))).toBe(`releases/${second}`);
  });
});
