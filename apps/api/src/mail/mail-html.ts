import { escapeHtml, siteConfig } from '@verdalia/shared';

// Mail clients ignore <style> blocks and most of CSS: the layout is tables and inline styles,
// the colours the site's own (siteConfig.brandColors), every text on them at WCAG AA contrast.
export const mailColors = {
  text: '#1f2933',
  muted: '#4b5563',
  page: '#f4f1ea',
  panel: '#ffffff',
  line: '#e2ded5',
  quote: '#f8f7f3',
  warning: '#8a4b00',
  warningPanel: '#fff5e0',
  blue: siteConfig.brandColors.blue,
  green: siteConfig.brandColors.green,
  slate: '#3e4c59',
} as const;

const font = 'font-family:Arial,Helvetica,sans-serif';

export interface MailPage {
  language: string;
  /** The band at the top: its colour, a small line above the title, the title, a line under it. */
  accent: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  /** Already-escaped HTML of the panel's content. */
  body: string;
}

/** A whole HTML mail: a band with the title, a white panel, on the site's off-white. */
export function mailPage(page: MailPage): string {
  const subtitle = page.subtitle
    ? `<div style="font-size:15px;margin-top:4px">${escapeHtml(page.subtitle)}</div>`
    : '';
  return [
    `<!doctype html><html lang="${escapeHtml(page.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>`,
    `<body style="margin:0;padding:0;background:${mailColors.page}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${mailColors.page}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;max-width:680px;background:${mailColors.panel};border:1px solid ${mailColors.line};border-radius:8px;${font};font-size:15px;line-height:1.5;color:${mailColors.text}">`,
    `<tr><td style="background:${page.accent};color:#ffffff;padding:18px 24px;border-radius:8px 8px 0 0">`,
    `<div style="font-size:13px;letter-spacing:0.06em;text-transform:uppercase">${escapeHtml(page.eyebrow)}</div>`,
    `<div style="font-size:22px;font-weight:bold;line-height:1.3">${escapeHtml(page.title)}</div>`,
    subtitle,
    '</td></tr>',
    `<tr><td style="padding:20px 24px 24px">${page.body}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

/** Label and value rows; values are escaped here unless given as `html`. */
export function fieldTable(
  rows: readonly { label: string; value: string; html?: string }[],
): string {
  const cells = rows.map(
    ({ label, value, html }) =>
      // The labels' column a third wide at most, so that on a phone the values keep room
      // (a long label wraps instead); long addresses and names break anywhere.
      `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;color:${mailColors.muted};font-weight:normal;width:28%">${escapeHtml(label)}</th><td valign="top" style="padding:6px 0;overflow-wrap:anywhere;word-break:break-word">${html ?? escapeHtml(value)}</td></tr>`,
  );
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse">${cells.join('')}</table>`;
}

/** A button-like link (a plain link where a client drops the styles). */
export function buttonLink(href: string, label: string, color: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${escapeHtml(label)}</a>`;
}
