import { useTranslation } from 'react-i18next';
import { contactFieldNames, inquiryKinds, type InquiryKind } from '@verdalia/shared';

export const kindFieldId = 'contact-kind';
const errorId = `${kindFieldId}-error`;

/**
 * "Who is writing?": the page's three kinds of inquiry as native radio buttons in a fieldset
 * (arrow keys move between them, the legend names the group, `required` and the error's
 * description are announced). Nothing is chosen at first: the staff route each inquiry by it.
 */
export function InquiryKindField({
  value,
  missing,
  disabled,
  onChange,
}: {
  value: InquiryKind | null;
  /** A send was attempted without an answer. */
  missing: boolean;
  disabled: boolean;
  onChange: (kind: InquiryKind) => void;
}) {
  const { t } = useTranslation('contact');
  const describedBy = missing ? errorId : undefined;
  return (
    <fieldset
      id={kindFieldId}
      className="contact-form__group contact-kind"
      aria-describedby={describedBy}
    >
      <legend className="contact-field__label">
        {t('form.kind.legend')} <span aria-hidden="true">*</span>
      </legend>
      <div className="contact-kind__options">
        {inquiryKinds.map((kind) => (
          <label key={kind} className="contact-kind__option">
            <input
              type="radio"
              className="contact-kind__input"
              name={contactFieldNames.kind}
              value={kind}
              checked={value === kind}
              required
              disabled={disabled}
              aria-invalid={missing ? true : undefined}
              aria-describedby={describedBy}
              onChange={() => onChange(kind)}
            />
            <span>{t(`form.kind.options.${kind}`)}</span>
          </label>
        ))}
      </div>
      {describedBy ? (
        <p className="contact-field__error" id={errorId}>
          {t('form.kind.required')}
        </p>
      ) : null}
    </fieldset>
  );
}
