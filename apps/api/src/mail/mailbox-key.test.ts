import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.js';

describe('mailboxKey', () => {
  it('reads every spelling of one Gmail mailbox as that mailbox', () => {
    const spellings = [
      'anaperez@gmail.com',
      'Ana.Perez@gmail.com',
      'a.n.a.p.e.r.e.z@gmail.com',
      'ANAPEREZ@GMAIL.COM',
      'anaperez@googlemail.com',
      'Ana.Perez+cv@GoogleMail.com',
      'anaperez+2026.03@gmail.com',
    ];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(['anaperez@gmail.com']));
  });

  it('ignores case and plus-tags elsewhere, but keeps the dots that tell people apart', () => {
    expect(mailboxKey('Maria.Souza+site@Outlook.COM')).toBe('maria.souza@outlook.com');
    expect(mailboxKey('maria.souza@outlook.com')).not.toBe(mailboxKey('mariasouza@outlook.com'));
    expect(mailboxKey('ana@verdalia.example')).toBe('ana@verdalia.example');
  });
});
