import { describe, expect, it } from 'vitest';
import { parseStored, storedMessageSchema } from './stored-message.js';

const inquiry = {
  version: 1,
  id: '0mk1a2b3c-0123456789abcdef',
  messageId: '<0mk1a2b3c-0123456789abcdef@verdalia.example>',
  createdAt: '2026-03-10T16:00:00.000Z',
  lang: 'es',
  name: 'Ana',
  email: 'ana@example.org',
  message: 'Hola',
  remoteIp: '127.0.0.1',
};

describe('message.json read back', () => {
  it('takes a message stored before kinds and acknowledgements existed as an inquiry of kind other', () => {
    const stored = parseStored(storedMessageSchema, JSON.stringify(inquiry), 'message.json');
    expect(stored).toMatchObject({ type: 'inquiry', kind: 'other', name: 'Ana' });
  });

  it('refuses a damaged one, naming the field', () => {
    const damaged = JSON.stringify({
      ...inquiry,
      attachment: { fileName: 'x.exe', mime: 'application/x-msdownload', size: 1 },
    });
    expect(() => parseStored(storedMessageSchema, damaged, 'message.json')).toThrow(
      'message.json does not hold what it should: attachment.mime: not an accepted attachment type',
    );
    expect(() => parseStored(storedMessageSchema, '{"version":1', 'message.json')).toThrow(
      /message\.json is not JSON/,
    );
    const acknowledgement = { ...inquiry, type: 'acknowledgement', reference: '../../etc' };
    expect(() =>
      parseStored(storedMessageSchema, JSON.stringify(acknowledgement), 'message.json'),
    ).toThrow(/reference/);
  });
});
