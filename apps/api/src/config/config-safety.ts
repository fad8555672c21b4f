import { isLoopback } from '../net/ip-list.js';

/**
 * Domains reserved for documentation and testing (RFC 2606, RFC 6761): mail addressed to
 * them goes nowhere, so a production MAIL_TO or MAIL_FROM there loses every inquiry.
 */
const reservedSuffixes = ['example', 'test', 'invalid', 'localhost'];
const reservedDomains = ['example.com', 'example.org', 'example.net'];

export function isReservedMailDomain(mailbox: string): boolean {
  const domain = (mailbox.split('@').pop() ?? '').toLowerCase().replace(/\.$/, '');
  const labels = domain.split('.');
  const last = labels.at(-1) ?? '';
  if (reservedSuffixes.includes(last)) return true;
  return reservedDomains.some((reserved) => domain === reserved || domain.endsWith(`.${reserved}`));
}

/** A host the mail cannot leave the machine to reach: plaintext there is nobody's to read. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isLoopback(host);
}

/**
 * Why an SMTP_URL would carry mail (and its password) in clear text across a network, or
 * undefined when it would not: smtps:// (TLS from the first byte), STARTTLS required by
 * SMTP_REQUIRE_TLS, or a server on this machine.
 */
export function plaintextSmtpProblem(smtpUrl: string, requireTls: boolean): string | undefined {
  // An unparsable URL is reported by SMTP_URL's own rule.
  if (!URL.canParse(smtpUrl)) return undefined;
  const url = new URL(smtpUrl);
  if (url.protocol === 'smtps:' || requireTls || isLoopbackHost(url.hostname)) return undefined;
  return `SMTP to ${url.hostname} would not be encrypted: use smtps:// (TLS from the start, usually port 465) or set SMTP_REQUIRE_TLS=true (STARTTLS required, usually port 587)`;
}
