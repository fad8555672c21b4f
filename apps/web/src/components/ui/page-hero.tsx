import type { ReactNode } from 'react';
import { ContourPattern } from './contour-pattern';
import './page-hero.css';

/** The banner that opens every inner page: title, optional lead text and actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  tone = 'blue',
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  tone?: 'blue' | 'green';
}) {
  return (
    <section className={`page-hero page-hero--${tone}`}>
      <ContourPattern className="page-hero__pattern" />
      <div className="container page-hero__inner">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {lead ? <p className="page-hero__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
