import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProjects, projectListUrl } from './load-projects';

const list = [{ id: 1, title: 'T', description: 'D', categories: ['Finanzas sociales'] }];
const answer = (body: unknown, init?: ResponseInit) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('projectListUrl', () => {
  it('names the language file, one address a cache keeps (no per-load query)', () => {
    expect(projectListUrl('pt')).toBe('/list-pt.json');
  });
});

describe('loadProjects', () => {
  it('fetches the list of the language and resolves to loaded', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer(list));
    const action = await loadProjects('en', { fetch });
    expect(fetch).toHaveBeenCalledWith('/list-en.json', { signal: undefined });
    expect(action).toEqual({ type: 'loaded', projects: list });
  });

  it('logs "Error al cargar proyectos" and fails when the request throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('offline'));
    expect(await loadProjects('es', { fetch })).toEqual({ type: 'failed' });
    expect(error).toHaveBeenCalledWith('Error al cargar proyectos', expect.any(TypeError));
  });

  it('treats a non-OK answer as a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(answer({ oops: true }, { status: 500 }));
    expect(await loadProjects('es', { fetch })).toEqual({ type: 'failed' });
    expect(error).toHaveBeenCalledWith('Error al cargar proyectos', expect.any(Error));
    expect(String(error.mock.calls[0]?.[1])).toContain('500');
  });

  it('treats a malformed body as a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValue(answer([{ id: 1, title: 'no categories' }]));
    expect(await loadProjects('es', { fetch })).toEqual({ type: 'failed' });
    expect(error).toHaveBeenCalledOnce();
  });

  it('rejects what the shared schema rejects (an empty title, a project without categories)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const body of [
      [{ id: 1, title: '', description: 'D', categories: ['Finanzas sociales'] }],
      [{ id: 1, title: 'T', description: 'D', categories: [] }],
    ]) {
      const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(answer(body));
      expect(await loadProjects('es', { fetch })).toEqual({ type: 'failed' });
    }
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('stays silent when the request was cancelled (language changed again, page left)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>().mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const action = await loadProjects('es', { fetch, signal: controller.signal });
    expect(action).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
