import type { ReactNode } from 'react';
import { lineIcon } from '../../components/ui/icons';

/**
 * One line icon per step of the method, larger and on a 48-unit grid. Parts carrying a
 * `method-icon__*` class are animated by how-it-works.css (and still under reduced motion).
 */
const methodIcon = (shape: ReactNode) =>
  lineIcon(shape, { className: 'method-icon', width: '56', height: '56', viewBox: '0 0 48 48' });

/** 1. A team assembled from the network: people linked by pulsing connections. */
const TeamIcon = methodIcon(
  <>
    <path className="method-icon__link" d="M14 19l10 -7 10 7M14 19l10 13 10 -13" />
    <circle cx="24" cy="10" r="4" />
    <circle cx="12" cy="21" r="4" />
    <circle cx="36" cy="21" r="4" />
    <circle className="method-icon__pulse" cx="24" cy="34" r="5" />
    <path d="M16 44c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </>,
);

/** 2. Research: a magnifier sweeping over a page. */
const ResearchIcon = methodIcon(
  <>
    <path d="M10 6h20l6 6v30H10z" />
    <path d="M15 16h12M15 22h16M15 28h9" opacity="0.6" />
    <g className="method-icon__sweep">
      <circle cx="30" cy="32" r="7" />
      <path d="M35 37l6 6" />
    </g>
  </>,
);

/** 3. Gap analysis: bars rising against a target line. */
const GapsIcon = methodIcon(
  <>
    <path d="M6 42h36" />
    <path d="M8 14h32" strokeDasharray="3 4" />
    <rect className="method-icon__bar" x="11" y="26" width="6" height="16" />
    <rect className="method-icon__bar method-icon__bar--2" x="21" y="20" width="6" height="22" />
    <rect className="method-icon__bar method-icon__bar--3" x="31" y="30" width="6" height="12" />
  </>,
);

/** 4. Propose and validate: a glowing idea with a check. */
const ProposeIcon = methodIcon(
  <>
    <path className="method-icon__glow" d="M24 2v4M8 10l3 3M40 10l-3 3M4 24h4M40 24h4" />
    <path d="M17 32c-3-2.5-5-6-5-10a12 12 0 0124 0c0 4-2 7.5-5 10v5H17z" />
    <path d="M19 42h10" />
    <path className="method-icon__check" d="M19 22l4 4 7-8" />
  </>,
);

/** 5. Build: a turning gear and a wrench. */
const BuildIcon = methodIcon(
  <>
    <g className="method-icon__spin">
      <circle cx="20" cy="20" r="6" />
      <path d="M20 6v5M20 29v5M6 20h5M29 20h5M10 10l3.5 3.5M26.5 26.5L30 30M30 10l-3.5 3.5M13.5 26.5L10 30" />
    </g>
    <path d="M30 30l10 10M36 44l8-8" />
  </>,
);

/** 6. Validate and train: a shield whose check draws itself, with a graduation cap. */
const TrainIcon = methodIcon(
  <>
    <path d="M24 4l16 6v12c0 10-7 17-16 22C15 39 8 32 8 22V10z" />
    <path className="method-icon__check method-icon__check--slow" d="M16 24l6 6 10-12" />
  </>,
);

export const methodIcons = [TeamIcon, ResearchIcon, GapsIcon, ProposeIcon, BuildIcon, TrainIcon];
