// Where a link or an action leads, judged the same in PDFs and Office files: by an allow-list
// of the URI schemes a reader opens harmlessly (a browser, a mail program), never by a list of
// the harmful ones, which grows with every handler Windows registers (search-ms:, ms-word:,
// ms-msdt:...).

/** The schemes a link may use: the web and mail. */
export const allowedSchemes: ReadonlySet<string> = new Set(['http', 'https', 'mailto']);

/**
 * A path or address as a reader and Windows would take it: percent-escapes undone (a few
 * times: `%255C` is `%5C` is `\`), backslashes as slashes, surrounding white space and NULs gone.
 */
export function normalisePath(raw: string): string {
  let path = raw;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(path); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      path = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
  }
  // URL parsers drop tabs and line breaks anywhere in an address, and control characters and
  // spaces around it.
  return path
    .replace(/[\0\t\n\r]/g, '')
    .replace(/^[\0-\x20]+|[\0-\x20]+$/g, '')
    .replace(/\\/g, '/');
}

/**
 * True when a file specification's path or a link's address is a network share (`\\host`,
 * `//host`, `\/host`, `file://host/`, `file:////host/`, `smb:`): opening it, even by a click,
 * sends the reader's Windows credentials (NTLM) to that host without a warning in some readers
 * (a file specification's network path). `file:///c:/…` and `file://localhost/…` are this machine's own files.
 */
export function isNetworkShare(raw: string): boolean {
  const path = normalisePath(raw);
  if (/^(?:smb|cifs|nfs|afp|webdavs?):/i.test(path)) return true;
  const afterScheme = path.replace(/^file:/i, '');
  const host = /^\/\/+([^/]*)/.exec(afterScheme);
  if (!host) return false;
  // file://localhost/… is this machine's file: what follows is judged as a path of its own.
  if (host[1]?.toLowerCase() === 'localhost')
    return isNetworkShare(afterScheme.slice(host[0].length));
  if (/^file:\/\/\/(?!\/)/i.test(path)) return false;
  return host[1] !== '';
}

/** The scheme an address starts with (two characters at least: `C:` is a drive), lower-cased. */
export function schemeOf(raw: string): string | undefined {
  return /^([a-z][a-z0-9+.-]+):/i.exec(normalisePath(raw))?.[1]?.toLowerCase();
}

/**
 * Why a link's address (a PDF's URI action, its base, an Office hyperlink) may not be
 * followed, or undefined: a network share (`reaches \\host`), a scheme other than http, https
 * and mailto, a path on the reader's own disk (a drive or the root: Windows opens, and may
 * run, what is there). A relative address (`anexo.pdf`, `../doc/guia.pdf`), resolved against
 * the document's own place, stays: the real documents' links to their siblings are such.
 */
export function linkRefusal(raw: string): string | undefined {
  if (isNetworkShare(raw)) return `reaches ${raw}`;
  const scheme = schemeOf(raw);
  if (scheme !== undefined) {
    return allowedSchemes.has(scheme)
      ? undefined
      : `leads to ${scheme}: (only http, https and mailto links pass)`;
  }
  const path = normalisePath(raw);
  if (/^[a-z]:/i.test(path) || path.startsWith('/')) return `leads to ${raw} on the reader's disk`;
  return undefined;
}

/**
 * Why a file specification's path (what a PDF action opens or sends to: /GoToR, /SubmitForm,
 * /Thread...) may not be followed, or undefined: a network share, or an address of a scheme
 * other than http, https and mailto. A path to a file, relative or on the reader's disk, opens
 * a document there, as a link to a sibling does.
 */
export function fileTargetRefusal(raw: string): string | undefined {
  if (isNetworkShare(raw)) return `reaches ${raw}`;
  const scheme = schemeOf(raw);
  if (scheme !== undefined && !allowedSchemes.has(scheme)) {
    return `leads to ${scheme}: (only http, https and mailto addresses pass)`;
  }
  return undefined;
}
