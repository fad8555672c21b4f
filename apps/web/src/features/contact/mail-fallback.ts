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
}

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
