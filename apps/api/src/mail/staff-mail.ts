import type Mail from 'nodemailer/lib/mailer/index.js';
import {
  escapeHtml,
  languageNames,
  siteConfig,
  type AttachmentMime,
  type InquiryKind,
  type Language,
} from '@verdalia/shared';
import { headerName } from './header-text.js';
import { buttonLink, fieldTable, mailColors, mailPage } from './mail-html.js';
import { formatBytes, formatDay, timeParts } from './people-format.js';
import { fill, mailTexts } from './texts.js';

/** One line, no control characters: what goes into a row of the mail. */
export function singleLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export interface StaffMailSettings {
  from: string;
  /** The inbox of this inquiry's kind (MAIL_TO_… or MAIL_TO). */
  to: string;
  /** The language the staff read: the mail's texts, whatever language the visitor used. */
  language: Language;
  /** The company's time zone (COMPANY_TIME_ZONE): the time received is shown in it. */
  timeZone: string;
}

/** The attachment that did not travel with the mail, and where an operator finds it. */
export interface HeldNotice {
  /** The limit the mail would have exceeded, when the server or the settings named it. */
  limitBytes?: number;
  /** The file on the web server. */
  path: string;
  /** The outbox it is in (the CLI's OUTBOX_DIR: each replica has its own). */
  outboxDir: string;
  keepUntil: Date;
}

/** One inquiry as the mail needs it; the attachment is read from `path` while sending. */
export interface Inquiry {
  id: string;
  /** RFC 5322 Message-ID, fixed at acceptance so every delivery attempt carries the same one. */
  messageId: string;
  createdAt: string;
  /** The language the visitor used on the site. */
  lang: Language;
  kind: InquiryKind;
  name: string;
  email: string;
  message: string;
  attachment?: { fileName: string; mime: AttachmentMime; size: number };
  /** A file the visitor sent that the web server had no room for (not in the mail). */
  attachmentNotKept?: { fileName: string };
}

/** A band colour per kind, so the three stand apart in a reading pane. */
const kindColors: Record<InquiryKind, string> = {
  organization: mailColors.blue,
  consultant: mailColors.green,
  other: mailColors.slate,
};

/** mailto: with the mailbox's local part encoded (it may hold ?, #, % or &). */
function mailto(mailbox: string, subject: string): string {
  const at = mailbox.lastIndexOf('@');
  const local = encodeURIComponent(mailbox.slice(0, at));
  return `mailto:${local}${mailbox.slice(at)}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/**
 * The staff's mail for an inquiry: in their language, its kind in the subject, the band and
 * the first lines, the time received in the company's time zone, the attachment with its real
 * size, or, when it is held on the server (`held`), where it is and how to get it.
 *
 * Visitor text reaches headers only through nodemailer's structured fields, and only as
 * headerName() leaves it (no encoded-word, address or control can be spelled); the Reply-To
 * address passed the shared schema (no "=?"). Bodies are plain text or HTML-escaped.
 */
export function composeStaffMail(
  inquiry: Inquiry,
  settings: StaffMailSettings,
  attachment: { path: string } | { held: HeldNotice } | undefined,
): Mail.Options {
  const texts = mailTexts[settings.language];
  const kind = texts.kinds[inquiry.kind];
  const name = singleLine(inquiry.name);
  const nameInHeaders = headerName(inquiry.name);
  const subject = fill(texts.subject, { kind, name: nameInHeaders || texts.anonymous });
  const [when, zone] = timeParts(
    new Date(inquiry.createdAt),
    settings.language,
    settings.timeZone,
    texts.zone,
  );
  const file = inquiry.attachment;
  const fileLabel = file
    ? // A dash, not brackets: the size may carry its own ("4,2 kB (4260 bytes)").
      `${singleLine(file.fileName)} – ${formatBytes(file.size, settings.language)}`
    : inquiry.attachmentNotKept
      ? fill(texts.attachmentNotKept, { file: singleLine(inquiry.attachmentNotKept.fileName) })
      : texts.noAttachment;
  const held = attachment && 'held' in attachment ? attachment.held : undefined;
  // The kind leads (the band, the first lines): not repeated as a row.
  const rows = [
    { label: texts.name, value: name || texts.anonymous },
    {
      label: texts.email,
      value: inquiry.email,
      html: `<a href="${escapeHtml(mailto(inquiry.email, subject))}" style="color:${mailColors.blue}">${escapeHtml(inquiry.email)}</a>`,
    },
    { label: texts.language, value: `${languageNames[inquiry.lang]} (${inquiry.lang})` },
    {
      label: texts.received,
      value: `${when} (${zone})`,
      // The zone stays on one line ("GMT-6" would break at its hyphen).
      html: `${escapeHtml(when)} <span style="white-space:nowrap">(${escapeHtml(zone)})</span>`,
    },
    { label: texts.attachment, value: held ? `${fileLabel}; ${texts.held.label}` : fileLabel },
    { label: texts.reference, value: inquiry.id },
  ];
  const heldLines =
    file && held
      ? [
          fill(held.limitBytes ? texts.held.why : texts.held.whyNoLimit, {
            file: singleLine(file.fileName),
            size: formatBytes(file.size, settings.language),
            limit: held.limitBytes ? formatBytes(held.limitBytes, settings.language) : '',
          }),
          fill(texts.held.where, {
            until: formatDay(held.keepUntil, settings.language, settings.timeZone),
            path: held.path,
          }),
          texts.held.how,
        ]
      : [];
  const command = fill(texts.held.command, { id: inquiry.id, outbox: held?.outboxDir ?? '' });
  const text = [
    `${texts.heading} · ${kind}`,
    texts.kindDescriptions[inquiry.kind],
    '',
    ...rows.map(({ label, value }) => `${label}: ${value}`),
    ...(heldLines.length > 0 ? ['', `${texts.held.title}:`, ...heldLines, `  ${command}`] : []),
    '',
    `${texts.message}:`,
    inquiry.message,
    '',
    '--',
    texts.reply,
  ].join('\n');
  const heldHtml =
    heldLines.length > 0
      ? `<div style="margin:18px 0 4px;padding:12px 16px;background:${mailColors.warningPanel};border-left:4px solid ${mailColors.warning}"><div style="font-weight:bold;color:${mailColors.warning}">${escapeHtml(texts.held.title)}</div>${heldLines.map((line) => `<p style="margin:6px 0">${escapeHtml(line)}</p>`).join('')}<code style="display:block;margin-top:6px;padding:6px 8px;background:#ffffff;border:1px solid ${mailColors.line};font-size:13px;word-break:break-all">${escapeHtml(command)}</code></div>`
      : '';
  const html = mailPage({
    language: settings.language,
    accent: kindColors[inquiry.kind],
    eyebrow: texts.heading,
    title: kind,
    subtitle: texts.kindDescriptions[inquiry.kind],
    body: [
      fieldTable(rows),
      heldHtml,
      `<h2 style="font-size:16px;margin:22px 0 8px">${escapeHtml(texts.message)}</h2>`,
      `<div style="white-space:pre-wrap;word-break:break-word;background:${mailColors.quote};border:1px solid ${mailColors.line};border-radius:6px;padding:12px 16px">${escapeHtml(inquiry.message)}</div>`,
      `<p style="margin:20px 0 8px">${buttonLink(mailto(inquiry.email, subject), fill(texts.replyTo, { who: name || inquiry.email }), mailColors.green)}</p>`,
      `<p style="margin:0;color:${mailColors.muted};font-size:13px">${escapeHtml(texts.reply)}</p>`,
    ].join('\n'),
  });
  return {
    from: { name: `${siteConfig.company} (web)`, address: settings.from },
    to: settings.to,
    replyTo: nameInHeaders ? { name: nameInHeaders, address: inquiry.email } : inquiry.email,
    subject,
    messageId: inquiry.messageId,
    date: new Date(inquiry.createdAt),
    text,
    html,
    headers: { 'Content-Language': settings.language, 'X-Inquiry-Kind': inquiry.kind },
    attachments:
      file && attachment && 'path' in attachment
        ? [
            {
              filename: file.fileName,
              contentType: file.mime,
              // A path, so nodemailer streams the file from disk instead of holding it in memory.
              path: attachment.path,
            },
          ]
        : [],
  };
}
