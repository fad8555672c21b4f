import type { ReactNode } from 'react';
import { ContourPattern } from './contour-pattern';
import './page-hero.css';

/**
 * The banner that opens every inner page: eyebrow, title, optional lead and actions, and
 * `before` them a breadcrumb, over the tone's gradient and contour pattern, or over
 * `backdrop` (a picture) with `className`.
 * The home page's carousel hero sets its texts with the same classes.
 */
export function PageHero({
  before,
  eyebrow,
  title,
  lead,
  children,
  tone = 'blue',
  backdrop = <ContourPattern className="page-hero__pattern" />,
  className,
}: {
  before?: ReactNode;
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
        {before}
        {eyebrow ? <p className="eyebrow eyebrow--on-dark">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
