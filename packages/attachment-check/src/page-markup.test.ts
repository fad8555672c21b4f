import { describe, expect, it } from 'vitest';
import { hasPageMarkup, PageMarkup } from './page-markup.js';

describe('PageMarkup', () => {
  it('finds the start of a page or script, an element with an event handler, a meta refresh', () => {
    for (const text of [
      '<!DOCTYPE html><p>',
      '<html>',
      '<svg/onload=alert(1)>',
      '<script src=//evil.test/x.js>',
      '<?php system($_GET[1]); ?>',
      '<img src=x onerror=alert(1)>',
      '<img/src=x/onerror=alert(1)>',
      '<a href="#" onclick = "x()">',
      '<meta http-equiv="refresh" content="0;url=https://evil.test/">',
      '<META HTTP-EQUIV=refresh CONTENT=0;URL=https://evil.test/>',
    ]) {
      expect(hasPageMarkup(`\u0000\u00ff${text}\u0001`), text).toBe(true);
    }
  });

  it('passes what photos and their metadata hold', () => {
    for (const text of [
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="Pixel 8" photoshop:DateCreated="2026-11-20"/></rdf:RDF></x:xmpmeta>',
      'Created with GIMP <3 on a tuesday',
      '<svgfoo>',
      '<meta name="generator" content="ExifTool">',
      '<img src="vivero.jpg" alt="only one">',
    ]) {
      expect(hasPageMarkup(text), text).toBe(false);
    }
  });

  it('reads a tag left open at the end of a piece on with the next, however long its body', () => {
    const markup = new PageMarkup();
    expect(markup.found(`${'\u0000'.repeat(100)}<img src=x `)).toBe(false);
    expect(markup.found(`${'x'.repeat(200_000)} `)).toBe(false);
    expect(markup.found('onerror=alert(1)>')).toBe(true);
    const closed = new PageMarkup();
    expect(closed.found('<img src=x>')).toBe(false);
    expect(closed.found(' onerror=alert(1)>')).toBe(false);
  });

  it('reads text built to make a backtracking expression slow, and finds what it holds', () => {
    const names = `<${'a'.repeat(5000)}${' '.repeat(5000)}`.repeat(200);
    expect(hasPageMarkup(names)).toBe(false);
    const handlers = `<a ${` on${'a'.repeat(2000)}`.repeat(50)}`.repeat(20);
    expect(hasPageMarkup(handlers)).toBe(false);
    expect(hasPageMarkup(`${handlers} onerror=x>`)).toBe(true);
  });
});
