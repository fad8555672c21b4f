import type { ReactNode } from 'react';
import { ContourPattern } from './contour-pattern';
import './page-hero.css';

/**
 * The texts of a banner over a dark backdrop: eyebrow, the page's h1 and a lead. Shared by
 * the inner pages' banner and the home page's carousel hero.
 */
export function HeroHeading({
  eyebrow,
  title,
  lead,
  titleId,
  titleClassName,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  titleId?: string;
  titleClassName?: string;
}) {
  return (
    <>
      {eyebrow ? <p className="eyebrow eyebrow--on-dark">{eyebrow}</p> : null}
      <h1
        id={titleId}
        className={titleClassName ? `page-hero__title ${titleClassName}` : 'page-hero__title'}
      >
        {title}
      </h1>
      {lead ? <p className="page-hero__lead">{lead}</p> : null}
    </>
  );
}

/**
 * The banner that opens every inner page: title, optional lead text and actions, over the
 * tone's gradient and contour pattern, or over `backdrop` (a picture) with `className`.
 */
export function PageHero({
  children,
  tone = 'blue',
  backdrop = <ContourPattern className="page-hero__pattern" />,
  className,
  ...heading
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  tone?: 'blue' | 'green';
  backdrop?: ReactNode;
  className?: string;
}) {
  return (
    <section className={`page-hero page-hero--${tone}${className ? ` ${className}` : ''}`}>
      {backdrop}
      <div className="container page-hero__inner">
        <HeroHeading {...heading} />
        {children}
      </div>
    </section>
  );
}
