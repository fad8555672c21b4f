import { FileWindow, Refusal, type OpenFile } from './file-bytes.js';

const iend = Buffer.from('IEND', 'latin1');

/**
 * Throws a Refusal unless the PNG's chunks run from its signature to IEND and the file ends
 * there. Whatever follows IEND (an executable, an archive, a web page) is no part of the
 * image: no viewer shows it, and only a polyglot needs it.
 */
export function checkPng(file: OpenFile): void {
  const window = new FileWindow(file);
  let position = 8;
  for (;;) {
    const header = window.exactly(position, 8, 'a PNG chunk header');
    const length = header.readUInt32BE(0);
    if (length > 0x7fffffff) throw new Refusal('a PNG chunk longer than the format allows');
    const next = position + 12 + length;
    if (next > file.size) throw new Refusal('a PNG chunk running past the end of the file');
    if (header.subarray(4, 8).equals(iend)) {
      if (next !== file.size) throw new Refusal(`${file.size - next} bytes after the PNG's IEND`);
      return;
    }
    position = next;
  }
}
