import type { ReactNode } from 'react';

/**
 * The heading every content section opens with: eyebrow, title (the section's
 * `aria-labelledby` target) and an optional lead. Rendered as siblings so each section
 * keeps its own wrapper and layout.
 *
 * `hint` is an instruction that only the script makes true ("turn each card"): it ends the
 * lead, and is hidden by CSS where no script runs (`.needs-script`, base.css), so the server's
 * HTML is the same for everyone and nothing moves when the script starts.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  hint,
  eyebrowClassName,
  titleClassName,
}: {
  id: string;
  eyebrow: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  hint?: string;
  eyebrowClassName?: string;
  titleClassName?: string;
}) {
  return (
    <>
      <p className={withModifier('eyebrow', eyebrowClassName)}>{eyebrow}</p>
      <h2 id={id} className={withModifier('section__title', titleClassName)}>
        {title}
      </h2>
      {lead === undefined ? (
        hint === undefined ? null : (
          <p className="section__lead needs-script">{hint}</p>
        )
      ) : (
        <p className="section__lead">
          {lead}
          {hint === undefined ? null : <span className="needs-script"> {hint}</span>}
        </p>
      )}
    </>
  );
}

function withModifier(base: string, extra: string | undefined) {
  return extra === undefined ? base : `${base} ${extra}`;
}
