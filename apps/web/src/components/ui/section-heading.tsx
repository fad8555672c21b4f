import type { ReactNode } from 'react';

/**
 * The heading every content section opens with: eyebrow, title (the section's
 * `aria-labelledby` target) and an optional lead. Rendered as siblings so each section
 * keeps its own wrapper and layout.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  eyebrowClassName,
  titleClassName,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  eyebrowClassName?: string;
  titleClassName?: string;
}) {
  return (
    <>
      <p className={withModifier('eyebrow', eyebrowClassName)}>{eyebrow}</p>
      <h2 id={id} className={withModifier('section__title', titleClassName)}>
        {title}
      </h2>
      {lead === undefined ? null : <p className="section__lead">{lead}</p>}
    </>
  );
}

function withModifier(base: string, extra: string | undefined) {
  return extra === undefined ? base : `${base} ${extra}`;
}
