import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from './icons';
import './button.css';

/** A call to action that navigates inside the site, styled as a button. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
}: {
  to: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'light';
}) {
  return (
    <Link to={to} className={`button button--${variant}`}>
      <span>{children}</span>
      <ArrowRightIcon width="18" height="18" />
    </Link>
  );
}
