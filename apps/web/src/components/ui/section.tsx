import type { ComponentPropsWithRef, ReactNode } from 'react';
import { SectionHeading } from './section-heading';

/**
 * A content section: the page-width container opened by the section's heading
 * (eyebrow, title, lead), optionally grouped in an intro wrapper with `introExtra`.
 */
export function Section({
  titleId,
  eyebrow,
  title,
  lead,
  introAs: Intro = 'header',
  introClassName,
  introExtra,
  className,
  children,
  ...rest
}: Omit<ComponentPropsWithRef<'section'>, 'title'> & {
  titleId: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  introAs?: 'header' | 'div';
  introClassName?: string;
  introExtra?: ReactNode;
}) {
  const heading = <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={lead} />;
  return (
    <section className={className} aria-labelledby={titleId} {...rest}>
      <div className="container">
        {introClassName === undefined ? (
          heading
        ) : (
          <Intro className={introClassName}>
            {heading}
            {introExtra}
          </Intro>
        )}
        {children}
      </div>
    </section>
  );
}
