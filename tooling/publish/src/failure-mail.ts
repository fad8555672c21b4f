// The mail that tells staff and developers a push was not published, in Spanish and English:
// which commit, which step stopped it, that the live site is unchanged, and the step's last
// lines (for a content error, the content check's sentences naming the file, entry and field).
import { createTransport } from 'nodemailer';

export interface Failure {
  sha: string;
  subject: string;
  author: string;
  /** The step that failed, as the log names it. */
  step: string;
  /** Its last lines of output. */
  output: string;
  runUrl: string | undefined;
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
  to: readonly string[];
}

export function failureMessage(failure: Failure) {
  const short = failure.sha.slice(0, 12);
  const run = failure.runUrl ? [`Registro / Log: ${failure.runUrl}`] : [];
  return {
    subject: `Verdalia: cambio no publicado · change not published (${short}: ${failure.subject})`,
    text: [
      `El cambio «${failure.subject}» (${short}, de ${failure.author}) no se publicó: falló ${failure.step}.`,
      'El sitio en línea no cambió: sigue mostrando la versión anterior.',
      'Corrija lo que se indica abajo y guarde de nuevo; el siguiente cambio correcto se publica.',
      '',
      `The change "${failure.subject}" (${short}, by ${failure.author}) was not published: ${failure.step} failed.`,
      'The live site did not change: it still shows the previous version.',
      'Fix what is said below and save again; the next good change is published.',
      '',
      ...run,
      '',
      '----',
      failure.output,
    ].join('\n'),
  };
}

/** Sends the failure mail; resolves once the SMTP server has taken it. */
export async function sendFailureMail(mail: MailSettings, failure: Failure): Promise<void> {
  const transport = createTransport(mail.smtpUrl);
  try {
    await transport.sendMail({ from: mail.from, to: [...mail.to], ...failureMessage(failure) });
  } finally {
    transport.close();
  }
}
