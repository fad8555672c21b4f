// What a visitor's browser posts: the contact form's multipart fields, with a marker in the
// message that finds the mail again; and the files the checks attach.
import { createHash } from 'node:crypto';
import { contactFieldNames } from '@verdalia/shared';

export interface Attachment {
  name: string;
  bytes: Buffer;
  type: string;
}

export function submission(marker: string, token: string, attachment?: Attachment): FormData {
  const body = new FormData();
  const fields = {
    [contactFieldNames.name]: 'Compose Check',
    [contactFieldNames.email]: 'compose.check@verdalia-check.net',
    [contactFieldNames.message]: `Consulta de prueba del stack de compose ${marker}`,
    [contactFieldNames.captchaToken]: token,
    [contactFieldNames.language]: 'es',
    [contactFieldNames.kind]: 'organization',
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (attachment) {
    body.append(
      contactFieldNames.attachment,
      new Blob([new Uint8Array(attachment.bytes)], { type: attachment.type }),
      attachment.name,
    );
  }
  return body;
}

/** A one-page PDF with a line of text, its cross-reference table at the right offsets. */
export function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The EICAR anti-virus test file (eicar.org): harmless, detected by design. In two halves, so
 * that this source file is not itself reported by a scanner.
 */
export const eicar = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-', 'ANTIVIRUS-TEST-FILE!$H+H*'].join(''),
  'latin1',
);

/** A PDF carrying the EICAR text in a comment: it passes the API's content checks, so only clamd can stop it. */
export const eicarCarrier = (): Buffer =>
  Buffer.concat([pdf('Factura'), Buffer.from(`%${eicar.toString('latin1')}\n%%EOF\n`, 'latin1')]);

/** A one-line clamd database (.hdb: MD5:size:name) that finds exactly `bytes`, as sigtool --md5 writes it. */
export const md5Signature = (bytes: Buffer, name: string): string =>
  `${createHash('md5').update(bytes).digest('hex')}:${bytes.length}:${name}\n`;

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
