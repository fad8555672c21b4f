import type { ComponentPropsWithRef, ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/**
 * A content section: the page-width container opened by the section's heading
 * (eyebrow, title, lead). `block` is the BEM block the feature styles it with: the section
 * is `section <block>`, its title `#<block>-title`, and with `intro` the heading (and
 * `introExtra`) sit in a `<block>__intro` wrapper of that element. With `grid` the container
 * is also `<block>__grid`, for sections laid out in columns (the intro one of them).
 */
export function Section({
  block,
  heading: { eyebrow, title, lead, hint },
  intro,
  introExtra,
  grid = false,
  children,
  ...rest
}: Omit<ComponentPropsWithRef<'section'>, 'title' | 'className'> & {
  block: string;
  /**
   * Eyebrow, title, optional lead and an optional instruction that needs the script
   * (SectionHeading); a translation object holding these keys fits.
   */
  heading: { eyebrow: string; title: string; lead?: string; hint?: string };
  intro?: 'header' | 'div';
  introExtra?: ReactNode;
  grid?: boolean;
}) {
  const titleId = `${block}-title`;
  const headingElement = (
    <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={lead} hint={hint} />
  );
  const Intro = intro;
  return (
    <section className={`section ${block}`} aria-labelledby={titleId} {...rest}>
      <div className={grid ? `container ${block}__grid` : 'container'}>
        {Intro === undefined ? (
          headingElement
        ) : (
          <Intro className={`${block}__intro`}>
            {headingElement}
            {introExtra}
          </Intro>
        )}
        {children}
      </div>
    </section>
  );
}
