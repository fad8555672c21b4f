// The pages job of `pnpm bench:api`: pages through start:prod's topology against nginx serving
// the same files as plain static files, in the same run. wrk (5 s, 2 threads, 50
// connections, Accept-Encoding: br), one server after the other, never both at once, in
// alternating rounds (the one to go first changes each round): each round's ratio, and their
// median, say more on a shared machine than one long run each. The budget: every page's
// median ratio, topology / nginx serving its file, ≥ 0.8.
//
// The baseline is nginx as a static host would run it, with the process settings of the
// topology's nginx (scripts/prod/nginx-main.mjs: one worker per core, keep-alive limits),
// brotli_static and gzip_static, the page's file asked for by its own name (/en/about.html),
// and no configuration of the site's. The topology's nginx does what the
// site needs on top: the address maps (redirects, the 404 of each language), the security and
// cache headers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, waitForUrl } from '../lib/processes.mjs';
import { sharedPackage } from '../lib/workspace.mjs';
import { ensureTools, startBareNginx, startTopology, wrk } from './static.mjs';

export async function benchPages({ report, rounds = 5 }) {
  const { out, data: json } = report;
  const { budgets } = json;
  const { brotli } = ensureTools();
  const { pageAddresses } = await sharedPackage();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-pages-'));
  // The build's files and nothing else, as many workers as the topology's.
  const host = await startBareNginx(work, brotli, {
    workers: 'auto',
    keepaliveRequests: 10000,
    assetsHeader: false,
  });
  const topology = await startTopology(path.join(work, 'topology'));
  const servers = [host, topology];
  // A page of each language, each its own file.
  const pages = ['/', '/en/about', '/pt/projetos'].map((address) => {
    const entry = pageAddresses.find((candidate) => candidate.path === address);
    if (!entry) throw new Error(`${address} is no page's address`);
    return { address, file: `/${entry.file}` };
  });
  try {
    for (const server of servers) {
      await waitForUrl(`http://127.0.0.1:${server.port}/robots.txt`, {
        child: server.child,
        timeoutMs: 60_000,
      });
    }
    const rows = [];
    for (const page of pages) {
      const urls = {
        topology: `http://127.0.0.1:${topology.port}${page.address}`,
        host: `http://127.0.0.1:${host.port}${page.file}`,
      };
      // Warm both, then measure one after the other, round after round.
      wrk(urls.topology, '2s');
      wrk(urls.host, '2s');
      const runs = [];
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? ['topology', 'host'] : ['host', 'topology'];
        const run = {};
        for (const key of order) run[key] = wrk(urls[key], '5s');
        runs.push(run);
      }
      const summary = (key) => ({
        rps: median(runs.map((run) => run[key].rps)),
        p99Ms: median(runs.map((run) => run[key].p99Ms)),
        non2xx: runs.reduce((sum, run) => sum + run[key].non2xx, 0),
      });
      const ratios = runs.map((run) => run.topology.rps / run.host.rps);
      rows.push({
        page: page.address,
        file: page.file,
        topology: summary('topology'),
        host: summary('host'),
        ratios,
        ratio: median(ratios),
      });
    }
    // What the topology answers that a static host would not know to: reported, not gated.
    const odd = [
      ['a redirect: /nosotros?lng=en', '/nosotros?lng=en'],
      ['a 404: /pt/nada', '/pt/nada'],
    ].map(([label, address]) => ({
      label,
      ...wrk(`http://127.0.0.1:${topology.port}${address}`, '5s'),
    }));
    json.pages = { brotliStatic: brotli, rounds, rows, odd };
    out('## Pages through start:prod against nginx serving the same files');
    out();
    out(
      `wrk 5 s, 2 threads, 50 connections, Accept-Encoding: br, ${rounds} alternating rounds (medians). Both nginx run one worker per core${brotli ? ', brotli_static and gzip_static' : ', gzip_static only'}; the baseline asks for each page's file by its name, with no configuration of the site's.`,
    );
    out();
    out(
      '| page | topology req/s (p99 ms) | nginx, the file req/s (p99 ms) | topology / nginx per round | median |',
    );
    out('|---|---|---|---|---|');
    for (const row of rows) {
      out(
        `| ${row.page} (${row.file}) | ${row.topology.rps.toFixed(0)} (${row.topology.p99Ms.toFixed(2)}) | ${row.host.rps.toFixed(0)} (${row.host.p99Ms.toFixed(2)}) | ${row.ratios.map((ratio) => ratio.toFixed(2)).join(', ')} | ${row.ratio.toFixed(2)} |`,
      );
    }
    for (const entry of odd) {
      out(`| ${entry.label} | ${entry.rps.toFixed(0)} (${entry.p99Ms.toFixed(2)}) | — | — | — |`);
    }
    out();
    for (const row of rows) {
      out(
        `${row.page}: ${row.ratio.toFixed(2)} × nginx serving its file (budget ≥ ${budgets.pagesRatio}) — ${row.ratio >= budgets.pagesRatio ? 'holds' : 'MISSED'}`,
      );
      if (row.topology.non2xx > 0 || row.host.non2xx > 0)
        out(`WARNING: non-2xx answers for ${row.page}`);
    }
    out();
  } finally {
    for (const server of servers) server.stop();
    await Promise.all(
      servers
        .filter((server) => server.child.exitCode === null)
        .map((server) => new Promise((resolve) => server.child.once('exit', resolve))),
    );
    await rm(work, { recursive: true, force: true });
  }
}
