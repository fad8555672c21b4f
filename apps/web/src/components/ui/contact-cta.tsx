import { usePagePath } from '../../i18n/use-page-path';
import { ButtonLink } from './button-link';
import { ContourPattern } from './contour-pattern';
import './contact-cta.css';

/**
 * The closing panel that invites the visitor to the contact page. `block` names the section
 * for the page (its spacing, `#<block>-title`); the panel itself looks the same everywhere,
 * dark or light.
 */
export function ContactCta({
  block,
  copy: { title, text, button },
  tone = 'dark',
}: {
  block: string;
  /** The panel's texts, as the page's `cta` translation object. */
  copy: { title: string; text: string; button: string };
  tone?: 'dark' | 'light';
}) {
  const titleId = `${block}-title`;
  const pathOf = usePagePath();
  return (
    <section className={`section ${block}`} aria-labelledby={titleId}>
      <div className="container">
        <div className={`contact-cta__panel contact-cta__panel--${tone}`}>
          {tone === 'dark' ? <ContourPattern className="contact-cta__pattern" /> : null}
          <div className="contact-cta__body">
            <h2 id={titleId} className="contact-cta__title">
              {title}
            </h2>
            <p className="contact-cta__text">{text}</p>
          </div>
          <div className="contact-cta__action">
            <ButtonLink to={pathOf('contact')} variant={tone === 'dark' ? 'light' : 'primary'}>
              {button}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
