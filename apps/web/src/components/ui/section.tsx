import type { ComponentPropsWithRef, ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/**
 * A content section: the page-width container opened by the section's heading
 * (eyebrow, title, lead), optionally grouped in an intro wrapper with `introExtra`.
 */
export function Section({
  titleId,
  heading: { eyebrow, title, lead },
  introAs: Intro = 'header',
  introClassName,
  introExtra,
  className,
  children,
  ...rest
}: Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  titleId: string;
  /** Eyebrow, title and optional lead; a translation object holding these keys fits. */
  heading: { eyebrow: string; title: string; lead?: string };
  introAs?: 'header' | 'div';
  introClassName?: string;
  introExtra?: ReactNode;
}) {
  const headingElement = (
    <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={lead} />
  );
  return (
    <section className={className} aria-labelledby={titleId} {...rest}>
      <div className="container">
        {introClassName === undefined ? (
          headingElement
        ) : (
          <Intro className={introClassName}>
            {headingElement}
            {introExtra}
          </Intro>
        )}
        {children}
      </div>
    </section>
  );
}
