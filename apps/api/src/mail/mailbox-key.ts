/** Domains that deliver to one Gmail mailbox: googlemail.com is gmail.com's other name. */
const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches, as the big providers read it, so that its spellings count
 * as one: case ignored everywhere (Gmail, Outlook, Yahoo and the rest ignore it in practice,
 * though RFC 5321 lets a server tell `Ana` from `ana`); a `+tag` dropped (plus-addressing:
 * Gmail, Outlook, iCloud, Fastmail, Proton deliver `ana+cv@…` to `ana@…`); and for Gmail,
 * the dots of the local part dropped and googlemail.com read as gmail.com (`a.na@googlemail.com`
 * is `ana@gmail.com`). Dots count elsewhere: `a.na@outlook.com` and `ana@outlook.com` are
 * two people.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at).replace(/\+.*$/, '');
  let domain = lower.slice(at + 1).replace(/\.$/, '');
  if (gmailDomains.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
