import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eicar, startClamd } from '../../test/support/clamd.js';
import { doc } from '@verdalia/test-files/fixtures';
import { freePort } from '../../test/support/free-port.js';
import { smallZip, writeZip } from '@verdalia/test-files/hostile-files';
import { ClamdUnavailableError, clamdAddress, scanWithClamd } from './clamd-scan.js';

describe('scanWithClamd against a real clamd', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-clamd-scan-'));
  const clamd = await startClamd(dir, { 'eicar.com': eicar });
  const clean = path.join(dir, 'clean.txt');
  await writeFile(clean, 'nothing to see here\n'.repeat(10_000));
  afterAll(async () => {
    await clamd.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['TCP', () => clamd.url],
    ['a local socket', () => clamd.socketUrl],
  ])(
    'finds the EICAR file (its sigtool --md5 signature) and passes a clean one, over %s',
    async (_label, url) => {
      expect(await scanWithClamd(path.join(dir, 'eicar.com'), url(), 5000)).toEqual({
        infected: true,
        signature: 'eicar.com.UNOFFICIAL',
      });
      expect(await scanWithClamd(clean, url(), 5000)).toEqual({ infected: false });
    },
  );

  it('gives up within the timeout when clamd does not answer', async () => {
    clamd.pause();
    try {
      const started = performance.now();
      await expect(scanWithClamd(clean, clamd.url, 500)).rejects.toThrow(ClamdUnavailableError);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      clamd.resume();
    }
    expect(await scanWithClamd(clean, clamd.url, 5000)).toEqual({ infected: false });
  });

  it('says unavailable when nothing listens', async () => {
    const closed = `tcp://127.0.0.1:${await freePort()}`;
    await expect(scanWithClamd(clean, closed, 5000)).rejects.toThrow(ClamdUnavailableError);
  });
});

describe('clamdAddress', () => {
  it('reads tcp:// and unix:// URLs, with clamd’s port 3310 by default', () => {
    expect(clamdAddress('tcp://clamav:3310')).toEqual({ host: 'clamav', port: 3310 });
    expect(clamdAddress('tcp://10.0.0.5')).toEqual({ host: '10.0.0.5', port: 3310 });
    expect(clamdAddress('tcp://[::1]:3311')).toEqual({ host: '::1', port: 3311 });
    expect(clamdAddress('unix:///run/clamav/clamd.ctl')).toEqual({
      path: '/run/clamav/clamd.ctl',
    });
  });
});

describe('deploy/clamd.conf, the configuration production runs, in a real clamd', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-clamd-production-'));
  const clamd = await startClamd(dir, { 'eicar.com': eicar }, { production: true });
  const file = async (name: string, bytes: Buffer) => {
    const target = path.join(dir, name);
    await writeFile(target, bytes);
    return target;
  };
  afterAll(async () => {
    await clamd.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('passes an ordinary document and finds a signature', async () => {
    expect(await scanWithClamd(await file('carta.doc', doc()), clamd.url, 10_000)).toEqual({
      infected: false,
    });
    expect(await scanWithClamd(path.join(dir, 'eicar.com'), clamd.url, 10_000)).toMatchObject({
      infected: true,
    });
  });

  it('alerts on what the API refuses too: an encrypted archive, one past the limits (AlertEncryptedArchive, AlertExceedsMax)', async () => {
    const zip = smallZip();
    // General purpose flag bit 0, in the local header and the central directory: encrypted.
    zip.writeUInt16LE(zip.readUInt16LE(6) | 1, 6);
    const central = zip.indexOf(Buffer.from('PK\x01\x02', 'latin1'));
    zip.writeUInt16LE(zip.readUInt16LE(central + 8) | 1, central + 8);
    const locked = await scanWithClamd(await file('locked.zip', zip), clamd.url, 10_000);
    expect(locked.infected && locked.signature).toMatch(/^Heuristics\.Encrypted/);
    // Archives inside archives, deeper than MaxRecursion (17).
    let deep = smallZip();
    for (let level = 0; level < 20; level += 1)
      deep = writeZip([{ name: `level${level}.zip`, data: deep }]);
    const nested = await scanWithClamd(await file('deep.zip', deep), clamd.url, 10_000);
    expect(nested.infected && nested.signature).toMatch(/^Heuristics\.Limits\.Exceeded/);
  });
});
