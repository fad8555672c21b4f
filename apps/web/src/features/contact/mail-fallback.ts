/** What the visitor typed, to carry over into an e-mail of their own. */
export interface TypedInquiry {
  name: string;
  message: string;
  /** The chosen kind of inquiry, in the visitor's words (its option's label), if any. */
  kind: string | null;
  attachmentName: string | null;
}

/** The fallback's texts in the visitor's language, placeholders already filled. */
export interface FallbackLines {
  name: (name: string) => string;
  kind: (kind: string) => string;
  attachment: (fileName: string) => string;
  /** Said at the cut when the message had to be shortened to fit a mailto: link. */
  shortened: string;
}

/**
 * The longest mailto: URL handed to the visitor's mail program: some (Outlook on Windows
 * among them) silently do nothing with one much over 2 000 characters.
 */
export const mailtoMaxLength = 2000;

/**
 * The e-mail body that carries the inquiry when the form cannot be sent: the message first,
 * then what the form would have sent alongside it. A mailto: link cannot carry a file, so the
 * body names the one the visitor chose, for them to attach.
 */
export function fallbackBody(typed: TypedInquiry, lines: FallbackLines): string {
  const details = [
    typed.name.trim() ? lines.name(typed.name.trim()) : null,
    typed.kind ? lines.kind(typed.kind) : null,
    typed.attachmentName ? lines.attachment(typed.attachmentName) : null,
  ].filter((line) => line !== null);
  return details.length > 0
    ? `${typed.message.trim()}\n\n--\n${details.join('\n')}`
    : typed.message.trim();
}

/**
 * A mailto: URL (RFC 6068): subject and body percent-encoded, line breaks as CRLF. The address
 * goes in as it is (the company's own, from the site configuration).
 */
export function mailtoHref(address: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${address}?subject=${encode(subject)}&body=${encode(body)}`;
}

/**
 * The mailto: URL of the fallback e-mail, at most `maxLength` long: a message too long for it
 * is cut (whole characters, as many as fit) and says so where it was cut; the name, the kind
 * and the file to attach always stay. The copy button still carries the whole message.
 */
export function fallbackMailto(
  address: string,
  subject: string,
  typed: TypedInquiry,
  lines: FallbackLines,
  maxLength = mailtoMaxLength,
): string {
  const whole = mailtoHref(address, subject, fallbackBody(typed, lines));
  if (whole.length <= maxLength) return whole;
  const characters = Array.from(typed.message.trim());
  const withKept = (kept: number) =>
    mailtoHref(
      address,
      subject,
      fallbackBody(
        { ...typed, message: `${characters.slice(0, kept).join('')}…\n\n${lines.shortened}` },
        lines,
      ),
    );
  // The most characters that fit: the URL only grows with each one kept.
  let [low, high] = [0, characters.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (withKept(middle).length <= maxLength) low = middle;
    else high = middle - 1;
  }
  return withKept(low);
}
