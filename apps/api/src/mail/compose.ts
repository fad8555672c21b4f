import type Mail from 'nodemailer/lib/mailer/index.js';
import {
  escapeHtml,
  languageNames,
  siteConfig,
  type AttachmentMime,
  type Language,
} from '@verdalia/shared';
import { mailTexts } from './templates.js';

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
  /** The language the staff read: the mail's texts, whatever language the visitor used. */
  language: Language;
}

/** One inquiry as the mail needs it; the attachment is read from `path` while sending. */
export interface Inquiry {
  id: string;
  /** RFC 5322 Message-ID, fixed at acceptance so every delivery attempt carries the same one. */
  messageId: string;
  createdAt: string;
  /** The language the visitor used on the site. */
  lang: Language;
  name: string;
  email: string;
  message: string;
  attachment?: { fileName: string; mime: AttachmentMime; size: number; path: string };
}

/**
 * The inquiry as nodemailer options. Visitor input only ever reaches headers through
 * nodemailer's structured fields (Reply-To as an address object, the subject encoded),
 * after control characters are removed; bodies are plain text or HTML-escaped.
 */
export function composeMail(inquiry: Inquiry, settings: MailSettings): Mail.Options {
  const texts = mailTexts[settings.language];
  const name = singleLine(inquiry.name);
  const shownName = name || texts.anonymous;
  const attachmentLabel = inquiry.attachment
    ? `${inquiry.attachment.fileName} (${Math.ceil(inquiry.attachment.size / 1024)} KiB)`
    : texts.noAttachment;
  const rows: [string, string][] = [
    [texts.name, shownName],
    [texts.email, inquiry.email],
    [texts.language, `${languageNames[inquiry.lang]} (${inquiry.lang})`],
    [texts.received, inquiry.createdAt],
    [texts.attachment, attachmentLabel],
  ];
  const text = [
    texts.intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `${texts.message}:`,
    inquiry.message,
    '',
    '--',
    texts.reply,
    `${texts.reference}: ${inquiry.id}`,
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
    `<p style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</p>`,
    `<hr><p><small>${escapeHtml(texts.reply)} ${escapeHtml(texts.reference)}: ${escapeHtml(inquiry.id)}</small></p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: { name: `${siteConfig.company} (web)`, address: settings.from },
    to: settings.to,
    replyTo: { name, address: inquiry.email },
    // A function, so that `$&`-style patterns in a visitor's name stay literal text.
    subject: texts.subject.replaceAll('{{name}}', () => shownName),
    messageId: inquiry.messageId,
    date: new Date(inquiry.createdAt),
    text,
    html,
    headers: { 'Content-Language': settings.language },
    attachments: inquiry.attachment
      ? [
          {
            filename: inquiry.attachment.fileName,
            contentType: inquiry.attachment.mime,
            // A path, so nodemailer streams the file from disk instead of holding it in memory.
            path: inquiry.attachment.path,
          },
        ]
      : [],
  };
}
