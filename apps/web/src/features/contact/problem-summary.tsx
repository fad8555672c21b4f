import { useTranslation } from 'react-i18next';
import type { FormPart } from './form-parts';

/**
 * The summary by the submit button after a refused attempt: which parts of the form need
 * attention, in the form's order, each a link that takes the focus there. What is wrong is said
 * under each part; this only names them.
 */
export function ProblemSummary({
  parts,
  labels,
  anchors,
  onChoose,
}: {
  parts: readonly FormPart[];
  labels: Record<FormPart, string>;
  anchors: Record<FormPart, string>;
  onChoose: (part: FormPart) => void;
}) {
  const { t } = useTranslation('contact');
  return (
    <>
      <span className="contact-form__summary-title">{t('form.summary')}</span>
      <ul className="contact-form__summary">
        {parts.map((part) => (
          <li key={part}>
            <a
              href={`#${anchors[part]}`}
              onClick={(event) => {
                event.preventDefault();
                onChoose(part);
              }}
            >
              {labels[part]}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
