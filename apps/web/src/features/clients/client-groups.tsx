import { useTranslation } from 'react-i18next';
import './client-groups.css';

const groups = ['multilateral', 'cooperation', 'impactFunds', 'ngos', 'companies'] as const;

/** The intro and the five kinds of client the firm serves. */
export function ClientGroups() {
  const { t } = useTranslation('clients');
  return (
    <section className="section client-groups" aria-labelledby="client-groups-title">
      <div className="container">
        <div className="client-groups__intro">
          <p className="section__eyebrow">{t('intro.eyebrow')}</p>
          <h2 id="client-groups-title" className="section__title">
            {t('intro.title')}
          </h2>
          <p className="section__lead">{t('intro.text')}</p>
        </div>
        <ol className="client-groups__list">
          {groups.map((group, index) => (
            <li
              key={group}
              className={`client-group client-group--${index % 2 ? 'green' : 'blue'}`}
            >
              <span className="client-group__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="client-group__title">{t(`groups.${group}.title`)}</h3>
              <p className="client-group__text">{t(`groups.${group}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
