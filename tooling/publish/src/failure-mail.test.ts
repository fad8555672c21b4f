import { SmtpSink } from '@verdalia/smtp-sink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFailureMail } from './failure-mail.ts';

let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
afterAll(() => sink.stop());

describe('the failure mail', () => {
  it('says in Spanish and English that the change is not live, with the step’s own lines', async () => {
    await sendFailureMail(
      {
        smtpUrl: sink.url,
        from: 'publish@verdalia.org',
        to: ['web@verdalia.org', 'it@verdalia.org'],
      },
      {
        sha: '0123456789abcdef0123456789abcdef01234567',
        subject: 'Update Proyectos “Parque solar”',
        author: 'Ana <ana@verdalia.org>',
        step: 'the content check and the site’s build',
        output:
          'content/projects/pt.json, project 7, field "years": the end year 2019 is before the start year 2021.',
        runUrl: 'https://github.com/verdalia/website/actions/runs/1',
      },
    );
    const [received] = await sink.waitFor(1);
    expect(received?.envelope.to).toEqual(['web@verdalia.org', 'it@verdalia.org']);
    expect(received?.mail.subject).toBe(
      'Verdalia: cambio no publicado · change not published (0123456789ab: Update Proyectos “Parque solar”)',
    );
    const text = received?.mail.text ?? '';
    expect(text).toContain('El sitio en línea no cambió');
    expect(text).toContain('The live site did not change');
    expect(text).toContain('field "years": the end year 2019 is before the start year 2021.');
    expect(text).toContain('https://github.com/verdalia/website/actions/runs/1');
  });
});
