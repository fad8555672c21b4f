import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import './client-groups.css';

const groups = ['multilateral', 'cooperation', 'impactFunds', 'ngos', 'companies'] as const;

/** The intro and the five kinds of client the firm serves. */
export function ClientGroups() {
  const { t } = useTranslation('clients');
  return (
    <Section
      block="client-groups"
      heading={{ eyebrow: t('intro.eyebrow'), title: t('intro.title'), lead: t('intro.text') }}
      intro="div"
    >
      <ol className="plain-list client-groups__list">
        {groups.map((group, index) => (
          <li key={group} className={`client-group client-group--${index % 2 ? 'green' : 'blue'}`}>
            <span className="client-group__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="client-group__title">{t(`groups.${group}.title`)}</h3>
            <p className="client-group__text">{t(`groups.${group}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
