import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** The line-icon frame every icon of the site shares (24-unit grid, stroke in currentColor). */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon of that frame drawing `shape`; `frame` overrides the frame's size or grid. */
export function lineIcon(shape: ReactNode, frame?: IconProps) {
  return function LineIcon(props: IconProps) {
    return (
      <Icon {...frame} {...props}>
        {shape}
      </Icon>
    );
  };
}

export const MenuIcon = lineIcon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6L6 18" />);

export const GlobeIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
  </>,
);

export const ChevronDownIcon = lineIcon(<path d="M6 9l6 6 6-6" />);

export const ArrowRightIcon = lineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const CheckIcon = lineIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />);

export const PhoneIcon = lineIcon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2" />,
);

export const MailIcon = lineIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </>,
);

export const PinIcon = lineIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
);

/** A filled mark rather than a line drawing. */
export function LinkedInIcon(props: IconProps) {
  return (
    <Icon fill="currentColor" stroke="none" {...props}>
      <path d="M4.98 3.5a2.5 2.5 0 11-.02 5 2.5 2.5 0 01.02-5zM3 9h4v12H3zM9 9h3.8v1.7h.05c.53-1 1.83-2.05 3.77-2.05C20.6 8.65 21 11.2 21 14.5V21h-4v-5.8c0-1.4-.03-3.2-1.95-3.2-1.95 0-2.25 1.5-2.25 3.1V21H9z" />
    </Icon>
  );
}
