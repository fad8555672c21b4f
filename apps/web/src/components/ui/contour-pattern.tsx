import './contour-pattern.css';

/**
 * Decorative topographic contour lines, the site's recurring graphic motif: they fill their
 * positioned parent, in the colour `className` gives them.
 */
export function ContourPattern({ className }: { className: string }) {
  return (
    <svg
      className={`contour-pattern ${className}`}
      viewBox="0 0 800 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.2">
        <path d="M-20 320c90-40 160-30 240 0s170 40 260-10 200-60 340-10" />
        <path d="M-20 290c90-40 170-35 250-5s160 35 250-15 210-60 340-15" />
        <path d="M-20 260c100-45 180-40 260-10s150 30 240-20 220-60 340-20" />
        <path d="M-20 230c110-50 190-45 270-15s140 25 230-25 230-60 340-25" />
        <path d="M560 120c40-40 110-45 150-10s20 90-40 100-150-50-110-90z" />
        <path d="M585 125c30-28 80-30 108-5s14 62-28 70-106-37-80-65z" />
        <path d="M612 128c18-16 48-17 64-3s8 36-16 40-62-21-48-37z" />
        <path d="M80 90c50-30 120-20 140 20s-30 70-90 60-100-50-50-80z" />
        <path d="M105 96c34-20 82-14 96 14s-20 48-62 42-68-34-34-56z" />
        <path d="M-20 200c120-55 200-50 280-20s130 20 220-30 240-60 340-30" />
      </g>
    </svg>
  );
}
