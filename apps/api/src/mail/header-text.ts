/** At most this many characters of a visitor's name reach a header (code points, "…" aside). */
export const headerNameMax = 40;

// Characters that render as nothing (see contact/clean-text.ts for the list and why): some of
// them are letters to Unicode (the Hangul fillers), so the allow-list below would keep them.
const invisible = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;
// Only what a person's name is made of: letters, their combining marks, spaces, hyphens and
// apostrophes. No digits, '@', '.', ':', '<', '=', '?', '$' …: so no address, domain, amount,
// "Bcc:", encoded-word (=?…?=) or replacement pattern can be spelled in a header.
const notInName = /[^\p{L}\p{M}\s'’ʼ-]+/gu;
const wordEdges = /^[-'’ʼ]+|[-'’ʼ]+$/g;

/**
 * The form of a visitor's name that may appear in the staff mail's headers (the Subject and
 * the Reply-To display name): NFKC (fullwidth "ＵＲＧＥＮＴ" reads as what it is), then only
 * name characters, words kept whole up to headerNameMax characters, "…" when cut; '' when
 * nothing is left. The Subject puts it after a fixed prefix, so it always reads as a web
 * inquiry from someone; the full name, escaped, is in the body.
 */
export function headerName(raw: string): string {
  const words = raw
    .normalize('NFKC')
    .replace(invisible, '')
    .replace(notInName, ' ')
    .split(/\s+/)
    .map((word) => word.replace(wordEdges, ''))
    .filter((word) => word !== '');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (Array.from(next).length > headerNameMax) {
      const cut = kept || Array.from(word).slice(0, headerNameMax).join('');
      return `${cut}…`;
    }
    kept = next;
  }
  return kept;
}
