import { describe, expect, it } from 'vitest';
import { loadSettings } from './settings.ts';

const minimal = {
  CONTACT_EMAIL: 'info@verdalia.org',
  PUBLISH_WEB_TARGET: '/srv/verdalia/web',
  PUBLISH_RELOAD: 'sudo -n systemctl reload nginx',
};

describe('the publishing settings', () => {
  it('take a local folder or an SSH host, with defaults, and empty CI variables as unset', () => {
    const settings = loadSettings({
      ...minimal,
      PUBLISH_CMS_TARGET: 'deploy@cms.verdalia.org:/srv/verdalia/cms/',
      PUBLISH_SSH_KNOWN_HOSTS: 'cms.verdalia.org ssh-ed25519 AAAA',
      PUBLISH_MAIL_TO: '',
    });
    expect(settings.PUBLISH_WEB_TARGET).toEqual({ host: undefined, path: '/srv/verdalia/web' });
    expect(settings.PUBLISH_CMS_TARGET).toEqual({
      host: 'deploy@cms.verdalia.org',
      path: '/srv/verdalia/cms',
    });
    expect(settings.PUBLISH_KEEP_RELEASES).toBe(5);
    expect(settings.PUBLISH_MAIL_TO).toBeUndefined();
  });

  it('refuse what would go wrong later, naming each variable', () => {
    const refused = (env: Record<string, string>) => () => loadSettings({ ...minimal, ...env });
    expect(refused({ PUBLISH_WEB_TARGET: 'srv/web' })).toThrow(/PUBLISH_WEB_TARGET/);
    expect(refused({ PUBLISH_WEB_TARGET: '/srv/my site' })).toThrow(/PUBLISH_WEB_TARGET/);
    expect(refused({ PUBLISH_WEB_TARGET: '/srv/$(reboot)' })).toThrow(/PUBLISH_WEB_TARGET/);
    expect(refused({ PUBLISH_RELOAD: '' })).toThrow(/PUBLISH_RELOAD/);
    expect(refused({ CONTACT_EMAIL: '' })).toThrow(/CONTACT_EMAIL/);
    expect(refused({ PUBLISH_KEEP_RELEASES: '1' })).toThrow(/PUBLISH_KEEP_RELEASES/);
    expect(refused({ PUBLISH_MAIL_TO: 'web@verdalia.org' })).toThrow(
      /a failure mail needs SMTP_URL and PUBLISH_MAIL_FROM/,
    );
    expect(refused({ PUBLISH_MAIL_TO: 'web@verdalia.org, nobody' })).toThrow(/PUBLISH_MAIL_TO/);
    expect(refused({ PUBLISH_WEB_TARGET: 'web.verdalia.org:/srv/web' })).toThrow(
      /never trusted on first use\n.*at PUBLISH_SSH_KNOWN_HOSTS/,
    );
  });
});
