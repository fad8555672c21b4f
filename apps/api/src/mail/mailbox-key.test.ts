import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key.js';

/** The keys of a list of spellings: one key when they all reach one mailbox. */
const keys = (spellings: string[]) => new Set(spellings.map(mailboxKey));

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
    expect(keys(spellings)).toEqual(new Set(['anaperez@gmail.com']));
  });

  it("reads iCloud's three domains as one mailbox, its dots kept", () => {
    const spellings = ['ana.perez@icloud.com', 'Ana.Perez@me.com', 'ana.perez+cv@mac.com'];
    expect(keys(spellings)).toEqual(new Set(['ana.perez@icloud.com']));
    expect(mailboxKey('anaperez@icloud.com')).not.toBe(mailboxKey('ana.perez@icloud.com'));
  });

  it("reads Proton's four domains as one mailbox, and its local parts without . - _", () => {
    const spellings = [
      'anaperez@proton.me',
      'ana.perez@pm.me',
      'Ana_Perez@protonmail.com',
      'ana-perez+cv@protonmail.ch',
      'a.n_a-perez@proton.me',
    ];
    expect(keys(spellings)).toEqual(new Set(['anaperez@proton.me']));
  });

  it("reads Fastmail's subdomain addressing as the user's mailbox", () => {
    const spellings = [
      'ana@fastmail.com',
      'shop@ana.fastmail.com',
      'Anything.Else@Ana.Fastmail.com',
      'ana+cv@fastmail.com',
    ];
    expect(keys(spellings)).toEqual(new Set(['ana@fastmail.com']));
    expect(mailboxKey('news@ana.fastmail.fm')).toBe('ana@fastmail.fm');
    expect(mailboxKey('ana@bob.fastmail.com')).toBe('bob@fastmail.com');
    // Only Fastmail's own domains: another's subdomain is another mail system.
    expect(mailboxKey('shop@ana.example.com')).toBe('shop@ana.example.com');
  });

  it('ignores case and plus-tags elsewhere, but keeps the dots that tell people apart', () => {
    expect(mailboxKey('Maria.Souza+site@Outlook.COM')).toBe('maria.souza@outlook.com');
    expect(mailboxKey('maria.souza@outlook.com')).not.toBe(mailboxKey('mariasouza@outlook.com'));
    expect(mailboxKey('ana@verdalia.example')).toBe('ana@verdalia.example');
    expect(mailboxKey('ana-perez@outlook.com')).not.toBe(mailboxKey('anaperez@outlook.com'));
  });
});
