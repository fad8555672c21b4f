/**
 * One large provider's reading of its addresses: the domain its mailboxes are named by, its
 * other domains for the same mailboxes, and the characters its local parts ignore.
 */
interface Provider {
  domain: string;
  aliases: readonly string[];
  /** Characters of the local part the provider drops (Gmail: dots; Proton: . - _). */
  ignored?: RegExp;
}

const providers: readonly Provider[] = [
  // googlemail.com is gmail.com's other name; Gmail ignores the dots of a local part.
  { domain: 'gmail.com', aliases: ['googlemail.com'], ignored: /\./g },
  // An Apple ID's iCloud mailbox answers at icloud.com, and at me.com and mac.com for the
  // accounts that had those: one name, three domains.
  { domain: 'icloud.com', aliases: ['me.com', 'mac.com'] },
  // Proton gives each account its name at proton.me, pm.me and protonmail.com/.ch alike, and
  // reads `a.n-a_p` as `anap` (its web client's removeEmailAlias drops [._-] the same way).
  { domain: 'proton.me', aliases: ['pm.me', 'protonmail.com', 'protonmail.ch'], ignored: /[._-]/g },
];

const byDomain = new Map(
  providers.flatMap((provider) =>
    [provider.domain, ...provider.aliases].map((domain) => [domain, provider] as const),
  ),
);

/**
 * Fastmail's subdomain addressing: anything@user.fastmail.com is delivered to
 * user@fastmail.com (and the same for its fastmail.fm domain).
 */
const fastmailSubdomain = /^([a-z0-9][a-z0-9-]*)\.(fastmail\.(?:com|fm))$/;

/**
 * The mailbox an address reaches, as the large providers read it, so that its spellings count
 * as one: case ignored everywhere (Gmail, Outlook, Yahoo and the rest ignore it in practice,
 * though RFC 5321 lets a server tell `Ana` from `ana`); a `+tag` dropped (plus-addressing:
 * Gmail, Outlook, iCloud, Fastmail, Proton deliver `ana+cv@…` to `ana@…`); each provider's
 * other domains read as its own (googlemail.com as gmail.com, me.com and mac.com as
 * icloud.com, pm.me and protonmail.com/.ch as proton.me) and the characters its local parts
 * ignore dropped (Gmail's dots, Proton's dots, hyphens and underscores); Fastmail's
 * `anything@ana.fastmail.com` read as `ana@fastmail.com`. Dots count elsewhere:
 * `a.na@outlook.com` and `ana@outlook.com` are two people.
 */
export function mailboxKey(mailbox: string): string {
  const lower = mailbox.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at).replace(/\+.*$/, '');
  let domain = lower.slice(at + 1).replace(/\.$/, '');
  const fastmail = fastmailSubdomain.exec(domain);
  if (fastmail) {
    local = fastmail[1] ?? local;
    domain = fastmail[2] ?? domain;
  }
  const provider = byDomain.get(domain);
  if (provider) {
    domain = provider.domain;
    if (provider.ignored) local = local.replace(provider.ignored, '');
  }
  return `${local}@${domain}`;
}
