// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useImperativeHandle, type Ref } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HCaptchaProps } from '@hcaptcha/react-hcaptcha';
import { createI18n } from '../../i18n/create-i18n';
import { CaptchaField, captchaLoadDeadlineMs } from './captcha-field';

// The real library loads hCaptcha's script from the network; this stand-in records its props.
const widget = vi.hoisted(() => ({
  props: undefined as (HCaptchaProps & { ref?: unknown }) | undefined,
  resets: 0,
}));
vi.mock('@hcaptcha/react-hcaptcha', () => ({
  default: function FakeHCaptcha(props: HCaptchaProps & { ref?: Ref<{ resetCaptcha(): void }> }) {
    widget.props = props;
    useImperativeHandle(props.ref, () => ({
      resetCaptcha: () => {
        widget.resets += 1;
      },
    }));
    return <div data-testid="hcaptcha" />;
  },
}));

async function setup(overrides: Partial<Parameters<typeof CaptchaField>[0]> = {}) {
  const i18n = await createI18n('en', ['contact']);
  const handlers = { onVerify: vi.fn(), onExpire: vi.fn(), onFailure: vi.fn() };
  const props = {
    siteKey: 'site-key',
    language: 'en' as const,
    requested: false,
    attempt: 0,
    resetSignal: 0,
    error: null as string | null,
    ...handlers,
    ...overrides,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <CaptchaField {...props} />
    </I18nextProvider>,
  );
  const rerender = (next: Partial<typeof props>) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <CaptchaField {...props} {...next} />
      </I18nextProvider>,
    );
  return { handlers, rerender };
}

/** The widget's module is imported on demand: waits for that import and its render. */
async function widgetLoaded() {
  await act(() => vi.dynamicImportSettled());
  screen.getByTestId('hcaptcha');
}

describe('CaptchaField', () => {
  beforeEach(() => {
    widget.props = undefined;
    widget.resets = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a placeholder and loads nothing until the form is used', async () => {
    await setup();
    expect(screen.getByText('Loading the spam check…')).toBeTruthy();
    expect(screen.queryByTestId('hcaptcha')).toBeNull();
  });

  it('renders the widget with the site key, the language and Sentry off once requested', async () => {
    const { rerender } = await setup();
    rerender({ requested: true });
    expect(await screen.findByTestId('hcaptcha')).toBeTruthy();
    expect(widget.props).toMatchObject({
      sitekey: 'site-key',
      languageOverride: 'en',
      sentry: false,
    });
  });

  it('maps the widget events to the form', async () => {
    const { handlers } = await setup({ requested: true });
    await screen.findByTestId('hcaptcha');
    act(() => widget.props?.onVerify?.('tok', 'key'));
    expect(handlers.onVerify).toHaveBeenCalledWith('tok');
    act(() => widget.props?.onExpire?.());
    expect(handlers.onExpire).toHaveBeenCalledTimes(1);
    act(() => widget.props?.onChalExpired?.());
    expect(handlers.onFailure).toHaveBeenLastCalledWith('challenge');
    act(() => widget.props?.onError?.('rate-limited'));
    expect(handlers.onFailure).toHaveBeenLastCalledWith('challenge');
    // What the loader reports after its two retries: the script itself is unavailable.
    act(() => widget.props?.onError?.('script-error'));
    expect(handlers.onFailure).toHaveBeenLastCalledWith('unavailable');
    expect(screen.queryByText('Loading the spam check…')).toBeNull();
  });

  it('builds the widget anew on another attempt after the script could not load', async () => {
    const { rerender } = await setup({ requested: true });
    await screen.findByTestId('hcaptcha');
    const first = widget.props;
    act(() => widget.props?.onError?.('script-error'));
    expect(screen.queryByText('Loading the spam check…')).toBeNull();
    rerender({ requested: true, attempt: 1 });
    // A new widget instance (its loader asks for the script again), loading once more.
    expect(await screen.findByText('Loading the spam check…')).toBeTruthy();
    expect(widget.props).not.toBe(first);
  });

  it('hides the placeholder once the widget has loaded', async () => {
    await setup({ requested: true });
    await screen.findByTestId('hcaptcha');
    act(() => widget.props?.onLoad?.());
    expect(screen.queryByText('Loading the spam check…')).toBeNull();
  });

  it('resets the widget when asked, and voids the token when the language changes', async () => {
    const { handlers, rerender } = await setup({ requested: true });
    await screen.findByTestId('hcaptcha');
    expect(widget.resets).toBe(0);
    rerender({ requested: true, resetSignal: 1 });
    expect(widget.resets).toBe(1);
    rerender({ requested: true, resetSignal: 1, language: 'pt' });
    expect(handlers.onExpire).toHaveBeenCalledTimes(1);
    expect(widget.props?.languageOverride).toBe('pt');
  });

  it('gives up on a widget that has not loaded by the deadline, as on a failed script', async () => {
    // Only the clock the deadline uses is faked: Testing Library's polling keeps running.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { handlers } = await setup({ requested: true });
    await widgetLoaded();
    act(() => {
      vi.advanceTimersByTime(captchaLoadDeadlineMs - 1);
    });
    expect(handlers.onFailure).not.toHaveBeenCalled();
    expect(screen.getByText('Loading the spam check…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(handlers.onFailure).toHaveBeenCalledExactlyOnceWith('unavailable');
    expect(screen.queryByText('Loading the spam check…')).toBeNull();
    // The abandoned widget goes: a script that arrives late cannot bring it back behind the fallback.
    expect(screen.queryByTestId('hcaptcha')).toBeNull();
    expect(document.querySelector('#contact-captcha')?.getAttribute('data-state')).toBe('failed');
  });

  it('counts the deadline from the moment the widget is wanted, not from the page load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { handlers, rerender } = await setup();
    act(() => {
      vi.advanceTimersByTime(captchaLoadDeadlineMs * 3);
    });
    expect(handlers.onFailure).not.toHaveBeenCalled();
    rerender({ requested: true });
    await widgetLoaded();
    act(() => {
      vi.advanceTimersByTime(captchaLoadDeadlineMs);
    });
    expect(handlers.onFailure).toHaveBeenCalledExactlyOnceWith('unavailable');
  });

  it('stops the clock once the widget loads', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { handlers } = await setup({ requested: true });
    await widgetLoaded();
    act(() => widget.props?.onLoad?.());
    act(() => {
      vi.advanceTimersByTime(captchaLoadDeadlineMs * 2);
    });
    expect(handlers.onFailure).not.toHaveBeenCalled();
    expect(screen.getByTestId('hcaptcha')).toBeTruthy();
  });

  it('gives another attempt a deadline of its own', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { handlers, rerender } = await setup({ requested: true });
    await widgetLoaded();
    act(() => {
      vi.advanceTimersByTime(captchaLoadDeadlineMs);
    });
    expect(handlers.onFailure).toHaveBeenCalledTimes(1);
    rerender({ requested: true, attempt: 1 });
    await widgetLoaded();
    expect(screen.getByText('Loading the spam check…')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(captchaLoadDeadlineMs - 1);
    });
    expect(handlers.onFailure).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(handlers.onFailure).toHaveBeenCalledTimes(2);
  });

  it('shows its own message under it, as the description of its group', async () => {
    const { rerender } = await setup({ requested: true });
    const group = screen.getByRole('group', { name: 'Spam check' });
    expect(group.getAttribute('aria-describedby')).toBeNull();
    rerender({ requested: true, error: 'You must complete the CAPTCHA.' });
    const message = screen.getByText('You must complete the CAPTCHA.');
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    // Inside a live region that was there before it: an expiry is announced where it happens.
    expect(message.parentElement?.getAttribute('aria-live')).toBe('polite');
  });
});
