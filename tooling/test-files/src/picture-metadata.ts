import { createHash } from 'node:crypto';
import { jpegWithSegment } from './hostile-files.js';

// Picture metadata as XMP writers store it (Adobe XMP Specification Part 3, 1.1.3): a JPEG's
// APP1 segment holding an XMP packet, and Extended XMP split across further APP1 segments.

const xmpSignature = 'http://ns.adobe.com/xap/1.0/\0';
const extendedSignature = 'http://ns.adobe.com/xmp/extension/\0';

/** An XMP packet with `description` as its dc:description (text as XML holds it: escaped). */
export function xmpPacket(description: string, extra = ''): string {
  return `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmpNote="http://ns.adobe.com/xmp/note/"${extra}><dc:description><rdf:Alt><rdf:li xml:lang="x-default">${description}</rdf:li></rdf:Alt></dc:description></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
}

/** The JPEG with an XMP packet in an APP1 segment after its SOI. */
export function jpegWithXmp(jpeg: Buffer, packet: string): Buffer {
  return jpegWithSegment(jpeg, 0xe1, Buffer.from(`${xmpSignature}${packet}`, 'utf8'));
}

/**
 * The JPEG with `extended` as Extended XMP in two APP1 segments, split at byte `splitAt`, each
 * with the GUID of the whole (the MD5 of its bytes, as the main packet's
 * xmpNote:HasExtendedXMP names it), its length and the chunk's offset. Readers (ExifTool) join
 * the chunks before they parse them.
 */
export function jpegWithExtendedXmp(jpeg: Buffer, extended: string, splitAt: number): Buffer {
  const whole = Buffer.from(extended, 'utf8');
  const guid = createHash('md5').update(whole).digest('hex').toUpperCase();
  let result = jpegWithXmp(jpeg, xmpPacket('Foto', ` xmpNote:HasExtendedXMP="${guid}"`));
  const starts = [0, splitAt];
  // Inserted after SOI one by one: the last inserted comes first, so go from the end.
  for (let index = starts.length - 1; index >= 0; index -= 1) {
    const from = starts[index] ?? 0;
    const header = Buffer.alloc(40);
    header.write(guid, 0, 'latin1');
    header.writeUInt32BE(whole.length, 32);
    header.writeUInt32BE(from, 36);
    const chunk = whole.subarray(from, starts[index + 1] ?? whole.length);
    result = jpegWithSegment(
      result,
      0xe1,
      Buffer.concat([Buffer.from(extendedSignature, 'latin1'), header, chunk]),
    );
  }
  return result;
}
