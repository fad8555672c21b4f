// A certificate authority made for one run, and the certificates of the production stack's
// stand-ins for the outside world (its mail relay, hCaptcha's siteverify), made with openssl.
// The API trusts the CA through NODE_EXTRA_CA_CERTS, Node's own way to add one.
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { run } from './stack.ts';

async function openssl(dir: string, args: string[]): Promise<void> {
  const output = await run('openssl', args, { cwd: dir });
  if (output.code !== 0) throw new Error(`openssl ${args[0] ?? ''}: ${output.stderr}`);
}

/** Writes ca.pem and, for each host, <host>.pem and <host>-key.pem into `dir`. */
export async function makeCertificates(dir: string, hosts: string[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  await openssl(dir, [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=verdalia compose check CA',
    '-keyout',
    'ca-key.pem',
    '-out',
    'ca.pem',
  ]);
  for (const host of hosts) {
    await writeFile(
      path.join(dir, `${host}.ext`),
      `subjectAltName=DNS:${host}\nextendedKeyUsage=serverAuth\n`,
    );
    await openssl(dir, [
      'req',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      `/CN=${host}`,
      '-keyout',
      `${host}-key.pem`,
      '-out',
      `${host}.csr`,
    ]);
    await openssl(dir, [
      'x509',
      '-req',
      '-in',
      `${host}.csr`,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca-key.pem',
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      `${host}.ext`,
      '-out',
      `${host}.pem`,
    ]);
    // Read by the containers' own users (node, Mailpit's); throwaway keys of one run. Set
    // here, not left to openssl, which writes with the run's umask (077 leaves them root's).
    await chmod(path.join(dir, `${host}.pem`), 0o644);
    await chmod(path.join(dir, `${host}-key.pem`), 0o644);
  }
  await chmod(path.join(dir, 'ca.pem'), 0o644);
  await chmod(dir, 0o755);
}
