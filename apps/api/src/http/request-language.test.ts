import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.js';

const requestWith = (query: Record<string, string>, headers: Record<string, string>) =>
  ({ query, headers }) as unknown as FastifyRequest;

describe('requestLanguage', () => {
  it.each([
    [{ lng: 'pt' }, { cookie: 'lng=en', 'accept-language': 'en' }, 'pt'],
    [{ lng: 'fr' }, { cookie: 'lng=en' }, 'en'],
    [{}, { cookie: 'x=1', 'accept-language': 'fr-FR, pt-BR;q=0.9, en;q=0.8' }, 'pt'],
    [{}, { 'accept-language': 'en;q=0.2, pt;q=0.7' }, 'pt'],
    [{}, { 'accept-language': 'pt;q=0, de' }, 'es'],
    [{}, {}, 'es'],
  ])('%j %j → %s', (query, headers, language) => {
    expect(requestLanguage(requestWith(query, headers))).toBe(language);
  });
});
