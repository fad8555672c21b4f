import { pagePath } from '@verdalia/shared';
import { ButtonLink } from './button-link';
import { ContourPattern } from './contour-pattern';

/**
 * The closing panel that invites the visitor to the contact page. `block` is the BEM
 * block the page styles it with: the section is `section <block>`, its title
 * `#<block>-title`, and inside sit `<block>__panel`, `__title`, `__text`, ….
 */
export function ContactCta({
  block,
  copy: { title, text, button },
  variant = 'light',
  plain = false,
  wrapAction = false,
}: {
  block: string;
  /** The panel's texts, as the page's `cta` translation object. */
  copy: { title: string; text: string; button: string };
  variant?: 'primary' | 'light';
  /** A panel without the contour pattern, laid out by `<block>__inner`. */
  plain?: boolean;
  /** The button in its own `<block>__action` wrapper. */
  wrapAction?: boolean;
}) {
  const titleId = `${block}-title`;
  const action = (
    <ButtonLink to={pagePath('contact')} variant={variant}>
      {button}
    </ButtonLink>
  );
  return (
    <section className={`section ${block}`} aria-labelledby={titleId}>
      <div className="container">
        <div className={plain ? `${block}__inner` : `${block}__panel`}>
          {plain ? null : <ContourPattern className={`${block}__pattern`} />}
          <div className={plain ? undefined : `${block}__body`}>
            <h2 id={titleId} className={`${block}__title`}>
              {title}
            </h2>
            <p className={`${block}__text`}>{text}</p>
          </div>
          {wrapAction ? <div className={`${block}__action`}>{action}</div> : action}
        </div>
      </div>
    </section>
  );
}
