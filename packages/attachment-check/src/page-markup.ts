/** Elements that start a page or a script wherever they are, whatever their attributes. */
const pageElements = new Set([
  'html',
  'head',
  'body',
  'script',
  'iframe',
  'svg',
  'object',
  'embed',
]);
/**
 * A tag as a browser's tokenizer reads it: `<`, a name, then anything but `<` and `>`. The
 * body is greedy and nothing after it can fail, so the expression never backtracks: one pass.
 */
const tag = /<(!doctype|\?php|[a-z][a-z0-9:-]*)([^<>]*)/gi;
/** An event handler among a tag's attributes (`onerror=`, `/onload =`). */
const handler = /[\s/"']on[a-z]+\s*=/i;
/** What of an unfinished tag is carried to the next piece at most. */
const maxCarried = 64 * 1024;

/**
 * Finds markup a browser runs when it is made to read bytes as a page: the start of a page
 * or script (`<!doctype html`, `<html`, `<script`, `<svg`, `<?php`…), any element with an
 * event handler (`<img src=x onerror=…>`), a `<meta http-equiv>` (a refresh that sends the
 * reader elsewhere). Text is given piece after piece (latin1, as a browser reading 8-bit
 * bytes sees it); a tag left open at the end of a piece is read on with the next one. Linear
 * in the text's length.
 */
export class PageMarkup {
  private carried = '';

  /** True when the markup is found in what was given so far, with this piece. */
  found(piece: string): boolean {
    const text = this.carried + piece;
    this.carried = '';
    tag.lastIndex = 0;
    for (let match = tag.exec(text); match; match = tag.exec(text)) {
      const name = (match[1] ?? '').toLowerCase();
      const body = match[2] ?? '';
      const ends = match.index + match[0].length;
      if (name === '!doctype') {
        if (/^\s+html/i.test(body)) return true;
      } else if (name === '?php' || pageElements.has(name)) {
        // The name ends at white space, `/` or `>`: `<svgfoo` or `<svg.` is no element.
        if (body === '' ? text[ends] === '>' : /^[\s/]/.test(body)) return true;
      } else if (handler.test(body) || (name === 'meta' && /http-equiv/i.test(body))) {
        return true;
      }
      // A tag still open: its name and the end of its body go on with the next piece.
      if (ends === text.length) this.carried = `<${match[1] ?? ''} ${body.slice(-maxCarried)}`;
    }
    return false;
  }
}

/** True when the text holds a page's markup (PageMarkup, in one piece). */
export function hasPageMarkup(text: string): boolean {
  return new PageMarkup().found(text);
}
