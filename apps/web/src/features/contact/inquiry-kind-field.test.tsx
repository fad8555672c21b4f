// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { InquiryKind } from '@verdalia/shared';
import { createI18n } from '../../i18n/create-i18n';
import { InquiryKindField } from './inquiry-kind-field';

type Props = Parameters<typeof InquiryKindField>[0];

async function setup() {
  const i18n = await createI18n('en', ['contact']);
  const onChange = vi.fn<(kind: InquiryKind) => void>();
  const props: Props = { value: null, missing: false, disabled: false, generation: 0, onChange };
  const ui = (next: Partial<Props>) => (
    <I18nextProvider i18n={i18n}>
      <InquiryKindField {...props} {...next} />
    </I18nextProvider>
  );
  const view = render(ui({}));
  return { onChange, rerender: (next: Partial<Props>) => view.rerender(ui(next)) };
}

const radios = () => screen.getAllByRole<HTMLInputElement>('radio');

/** Counts every write to the radios' `name`, which is what costs Chromium the group's keys. */
function watchNames(inputs: HTMLInputElement[]) {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'name');
  for (const input of inputs) {
    Object.defineProperty(input, 'name', {
      configurable: true,
      get: () => descriptor?.get?.call(input) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor?.set?.call(input, value);
      },
    });
    const setAttribute = input.setAttribute.bind(input);
    input.setAttribute = (name: string, value: string) => {
      if (name === 'name') writes.push(value);
      setAttribute(name, value);
    };
  }
  return writes;
}

describe('InquiryKindField', () => {
  it('never touches a radio once mounted, whatever the form around it does', async () => {
    const { rerender } = await setup();
    const inputs = radios();
    const writes = watchNames(inputs);
    // What happens around the group while nothing is checked: the form is first used (it
    // re-renders), a send is refused for want of an answer, a send is in flight.
    rerender({});
    rerender({ missing: true });
    rerender({ missing: true, disabled: true });
    rerender({ missing: false, disabled: false });
    expect(writes).toEqual([]);
    expect(radios()).toEqual(inputs);
  });

  it('describes each radio with the group error, present before it has words', async () => {
    const { rerender } = await setup();
    for (const radio of radios()) {
      expect(radio.getAttribute('aria-describedby')).toBe('contact-kind-error');
    }
    expect(document.getElementById('contact-kind-error')?.textContent).toBe('');
    rerender({ missing: true });
    expect(document.getElementById('contact-kind-error')?.textContent).toBe(
      'Tell us who is writing, so your message reaches the right team.',
    );
  });

  it('reports a choice, disables the group while sending and starts empty again after a send', async () => {
    const { onChange, rerender } = await setup();
    const [, consultant] = radios();
    consultant?.click();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('consultant');
    rerender({ value: 'consultant', disabled: true });
    expect(screen.getByRole('group')).toHaveProperty('disabled', true);
    expect(consultant?.checked).toBe(true);
    rerender({ value: null, generation: 1 });
    expect(radios().some((radio) => radio.checked)).toBe(false);
  });
});
