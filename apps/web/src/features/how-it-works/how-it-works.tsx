import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from '../../hooks/use-in-view';
import { methodIcons } from './method-icons';
import { Section } from '../../components/ui/section';
import './how-it-works.css';

/** The six-step working method: cards alternating blue and green. */
export function HowItWorks() {
  const { t } = useTranslation('home');
  const steps = t('method.steps', { returnObjects: true });
  const section = useRef<HTMLElement>(null);
  // The icons loop forever: they move only while someone can see them.
  const inView = useInView(section);
  return (
    <Section
      ref={section}
      block="method"
      data-in-view={inView ? '' : undefined}
      heading={t('method', { returnObjects: true })}
      intro="header"
    >
      <ol className="plain-list card-grid method__list">
        {steps.map((step, index) => {
          const StepIcon = methodIcons[index];
          const number = String(index + 1).padStart(2, '0');
          return (
            <li
              key={step.title}
              className={`method__card method__card--${index % 2 === 0 ? 'blue' : 'green'}`}
            >
              <div className="method__top">
                {StepIcon ? <StepIcon /> : null}
                <span className="method__number" aria-hidden="true">
                  {number}
                </span>
              </div>
              <p className="method__step">{t('method.stepLabel', { number: index + 1 })}</p>
              <h3 className="method__title">{step.title}</h3>
              <p className="method__text">{step.text}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
