import { siteConfig } from '@verdalia/shared';
import './logo.css';

/** The brand mark (a leaf over contour lines) and the wordmark. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg
        className="logo__mark"
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="20" cy="20" r="19" fill="var(--logo-disc)" />
        <path
          d="M6 26c5-3 10-3 14 0s9 3 14 0"
          fill="none"
          stroke="var(--logo-wave)"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
        <path
          d="M8 31c4-2.4 8-2.4 12 0s8 2.4 12 0"
          fill="none"
          stroke="var(--logo-wave)"
          strokeWidth="1.6"
          strokeLinecap="round"
          opacity=".7"
        />
        <path
          d="M20 8c7 3 9 10 4 16-2 2.4-4 3-4 3s-2-.6-4-3c-5-6-3-13 4-16z"
          fill="var(--logo-leaf)"
        />
        <path d="M20 11v15" stroke="var(--logo-disc)" strokeWidth="1.4" strokeLinecap="round" />
      </svg>
      <span className="logo__text">
        {/* The space keeps the words apart in the accessible name (WCAG 2.5.3, label in name). */}
        <span className="logo__name">{siteConfig.shortName}</span>{' '}
        <span className="logo__sub">{siteConfig.wordmarkTagline}</span>
      </span>
    </span>
  );
}
