import type Mail from 'nodemailer/lib/mailer/index.js';
import { escapeHtml, siteConfig, type Language } from '@verdalia/shared';
import { mailColors, mailPage } from './mail-html.js';
import { formatTime } from './people-format.js';
import { fill, mailTexts } from './texts.js';

/** What an acknowledgement carries: nothing the visitor typed but the address it goes to. */
export interface Acknowledgement {
  messageId: string;
  createdAt: string;
  /** The visitor's language: the acknowledgement is written in it. */
  lang: Language;
  /** The visitor's address (the To, never shown in the text). */
  email: string;
  /** The inquiry's id: the reference the staff see in their mail. */
  reference: string;
}

export interface AcknowledgementSettings {
  from: string;
  /** The inbox of the inquiry's kind: a reply to the acknowledgement reaches the staff. */
  replyTo: string;
  timeZone: string;
}

/**
 * The mail that tells a visitor their message arrived: in their language, with the
 * reference and when to expect an answer. It echoes nothing they typed (not the message, not
 * the name, not even the address in the text): a form that mails visitor text to any address
 * would be a spam relay. Marked Auto-Submitted (RFC 3834) so that autoresponders do not
 * answer it.
 */
export function composeAcknowledgement(
  acknowledgement: Acknowledgement,
  settings: AcknowledgementSettings,
): Mail.Options {
  const texts = mailTexts[acknowledgement.lang];
  const ack = texts.acknowledgement;
  const company = siteConfig.company;
  const time = formatTime(
    new Date(acknowledgement.createdAt),
    acknowledgement.lang,
    settings.timeZone,
    texts.zone,
  );
  const paragraphs = [fill(ack.arrived, { company, time }), ack.answer];
  const text = [
    ack.title,
    '',
    ...paragraphs,
    '',
    `${ack.reference}: ${acknowledgement.reference}`,
    ack.addMore,
    '',
    '--',
    fill(ack.automatic, { company }),
    `${company} · ${siteConfig.siteUrl}`,
  ].join('\n');
  const html = mailPage({
    language: acknowledgement.lang,
    accent: mailColors.blue,
    eyebrow: company,
    title: ack.title,
    body: [
      ...paragraphs.map((paragraph) => `<p style="margin:0 0 12px">${escapeHtml(paragraph)}</p>`),
      `<p style="margin:16px 0 4px;color:${mailColors.muted}">${escapeHtml(ack.reference)}</p>`,
      `<p style="margin:0 0 16px;font-family:monospace;font-size:16px">${escapeHtml(acknowledgement.reference)}</p>`,
      `<p style="margin:0 0 16px">${escapeHtml(ack.addMore)}</p>`,
      `<p style="margin:0;padding-top:12px;border-top:1px solid ${mailColors.line};color:${mailColors.muted};font-size:13px">${escapeHtml(fill(ack.automatic, { company }))}<br><a href="${escapeHtml(siteConfig.siteUrl)}" style="color:${mailColors.blue}">${escapeHtml(siteConfig.siteUrl.replace(/^https?:\/\//, ''))}</a></p>`,
    ].join('\n'),
  });
  return {
    from: { name: company, address: settings.from },
    to: acknowledgement.email,
    replyTo: settings.replyTo,
    subject: fill(ack.subject, { company }),
    messageId: acknowledgement.messageId,
    date: new Date(acknowledgement.createdAt),
    text,
    html,
    headers: { 'Content-Language': acknowledgement.lang, 'Auto-Submitted': 'auto-replied' },
    attachments: [],
  };
}
