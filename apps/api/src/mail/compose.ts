import path from 'node:path';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { escapeHtml, siteConfig } from '@verdalia/shared';
import { attachmentFile, type StoredMessage } from '../outbox/outbox.js';
import { mailTexts } from './templates.js';

export { escapeHtml };

/** One line, no control characters: what may go near a header (nodemailer encodes the rest). */
export function singleLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export interface MailSettings {
  from: string;
  to: string;
}

/**
 * The inquiry as nodemailer options. Visitor input only ever reaches headers through
 * nodemailer's structured fields (Reply-To as an address object, the subject encoded),
 * after control characters are removed; bodies are plain text or HTML-escaped.
 */
export function composeMail(
  stored: StoredMessage,
  folder: string,
  settings: MailSettings,
): Mail.Options {
  const texts = mailTexts[stored.lang];
  const name = singleLine(stored.name);
  const shownName = name || texts.anonymous;
  const attachmentLabel = stored.attachment
    ? `${stored.attachment.fileName} (${Math.ceil(stored.attachment.size / 1024)} KiB)`
    : texts.noAttachment;
  const rows: [string, string][] = [
    [texts.name, shownName],
    [texts.email, stored.email],
    [texts.language, stored.lang],
    [texts.received, stored.createdAt],
    [texts.attachment, attachmentLabel],
  ];
  const text = [
    texts.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${texts.message}:`,
    stored.message,
    '',
    '--',
    texts.reply,
    `${texts.reference}: ${stored.id}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(texts.intro)}</p>`,
    '<table cellpadding="4">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<h3>${escapeHtml(texts.message)}</h3>`,
    `<p style="white-space:pre-wrap">${escapeHtml(stored.message)}</p>`,
    `<hr><p><small>${escapeHtml(texts.reply)} ${escapeHtml(texts.reference)}: ${escapeHtml(stored.id)}</small></p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: { name: `${siteConfig.company} (web)`, address: settings.from },
    to: settings.to,
    replyTo: { name, address: stored.email },
    // A function, so "$`" or "$&" in a visitor's name is inserted as written, not as a pattern.
    subject: texts.subject.replaceAll('{{name}}', () => shownName),
    messageId: stored.messageId,
    date: new Date(stored.createdAt),
    text,
    html,
    headers: { 'Content-Language': stored.lang },
    attachments: stored.attachment
      ? [
          {
            filename: stored.attachment.fileName,
            contentType: stored.attachment.mime,
            // A path, so nodemailer streams the file from disk instead of holding it in memory.
            path: path.join(folder, attachmentFile),
          },
        ]
      : [],
  };
}
