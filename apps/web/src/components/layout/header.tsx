import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { navigationPages } from '@verdalia/shared';
import { useDismiss } from '../../hooks/use-dismiss';
import { usePagePath } from '../../i18n/use-page-path';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { footerNavHeadingId } from './footer';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { useModalMenu } from './use-modal-menu';
import './header.css';

const navId = 'site-nav';

export function Header() {
  const { t } = useTranslation();
  const pathOf = usePagePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => [navRef, toggleRef], []);

  const close = useCallback((reason: 'outside' | 'escape' | 'wide') => {
    setMenuOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(refs, menuOpen, close);
  const closeWhenWide = useCallback(() => close('wide'), [close]);
  useModalMenu(menuOpen, navRef, toggleRef, closeWhenWide);

  const onLinkClick = () => {
    setMenuOpen(false);
    // Also covers choosing the page you are on, where the path does not change.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link
          to={pathOf('home')}
          className="site-header__brand"
          aria-label={t('nav.homeLink')}
          onClick={onLinkClick}
        >
          <Logo />
        </Link>
        <nav
          id={navId}
          ref={navRef}
          className="site-nav"
          aria-label={t('nav.label')}
          data-open={menuOpen}
        >
          <ul className="site-nav__list">
            {navigationPages.map((page) => (
              <li key={page.id}>
                <NavLink to={pathOf(page.id)} end className="site-nav__link" onClick={onLinkClick}>
                  {t(`nav.${page.id}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitcher />
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon data-icon="close" /> : <MenuIcon data-icon="menu" />}
          </button>
          {/* Without JavaScript the toggle cannot open the menu: this leads to the footer's. */}
          <a className="menu-fallback" href={`#${footerNavHeadingId}`}>
            <MenuIcon />
            <span className="visually-hidden">{t('nav.footerMenu')}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
