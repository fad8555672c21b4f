import { memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFieldNames, inquiryKinds, isInquiryKind, type InquiryKind } from '@verdalia/shared';

export const kindFieldId = 'contact-kind';
const errorId = `${kindFieldId}-error`;

/**
 * "Who is writing?": the page's three kinds of inquiry as native radio buttons in a fieldset,
 * so the platform gives them one Tab stop and the arrow keys (the legend names the group, the
 * error under it describes each option). Nothing is chosen at first: the staff route each
 * inquiry by it.
 *
 * The radios are uncontrolled and never re-rendered (see `KindRadio`); the group as a whole is
 * disabled while sending, and built anew, empty, after each successful send (`generation`).
 */
export function InquiryKindField({
  value,
  missing,
  disabled,
  generation,
  onChange,
}: {
  value: InquiryKind | null;
  /** A send was attempted without an answer. */
  missing: boolean;
  disabled: boolean;
  generation: number;
  onChange: (kind: InquiryKind) => void;
}) {
  const { t } = useTranslation('contact');
  const group = useRef<HTMLFieldSetElement>(null);

  // A choice made before the script took over is in the page, not yet in the form's state.
  const initial = useRef({ value, onChange });
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (initial.current.value === null && isInquiryKind(checked?.value)) {
      initial.current.onChange(checked.value);
    }
  }, []);

  return (
    <fieldset
      ref={group}
      id={kindFieldId}
      className="contact-form__group contact-kind"
      disabled={disabled}
      data-invalid={missing || undefined}
    >
      <legend className="contact-field__label">
        {t('form.kind.legend')} <span aria-hidden="true">*</span>
      </legend>
      <div className="contact-kind__options" key={generation}>
        {inquiryKinds.map((kind) => (
          <label key={kind} className="contact-kind__option">
            <KindRadio kind={kind} initiallyChecked={value === kind} onChoose={onChange} />
            <span>{t(`form.kind.options.${kind}`)}</span>
          </label>
        ))}
      </div>
      {/* Always in the page (empty until needed), so each radio can name it as its description. */}
      <p className="contact-field__error" id={errorId}>
        {missing ? t('form.kind.required') : null}
      </p>
    </fieldset>
  );
}

/**
 * One radio, rendered once per mount. React re-applies every prop of an `<input>` it updates,
 * and resets its `name` on the way; Chromium then loses the group's keyboard behaviour while no
 * radio is checked (two Tab stops, the third option skipped). So nothing about a radio changes
 * after it is mounted: the browser keeps its checked state, the group's `disabled` covers
 * sending, the error is an element it always points to, and `initiallyChecked` is read only at
 * mount (the group is rebuilt to clear it).
 */
const KindRadio = memo(
  function KindRadio({
    kind,
    initiallyChecked,
    onChoose,
  }: {
    kind: InquiryKind;
    initiallyChecked: boolean;
    onChoose: (kind: InquiryKind) => void;
  }) {
    return (
      <input
        type="radio"
        className="contact-kind__input"
        name={contactFieldNames.kind}
        value={kind}
        defaultChecked={initiallyChecked}
        required
        aria-describedby={errorId}
        onChange={() => onChoose(kind)}
      />
    );
  },
  (before, after) => before.kind === after.kind && before.onChoose === after.onChoose,
);
