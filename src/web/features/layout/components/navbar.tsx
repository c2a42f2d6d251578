import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { publicMessages } from '#shared/messages/public.ts';
import { paths } from '#web/config/paths.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { navItems } from '../nav-items';

// docs/product.md#constants: the navbar shrinks after 50 px of scroll.
const SHRINK_AFTER_PX = 50;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [
    'rounded-md px-3 py-2 font-semibold transition-colors',
    isActive ? 'bg-white/10 text-gold-400' : 'text-white hover:bg-white/10 hover:text-gold-400',
  ].join(' ');

export interface NavbarProps {
  familyName: string;
  /** Buttons beside the menu, at every width (the member search), composed by the layout route. */
  actions?: ReactNode;
}

/**
 * docs/product.md#site-frame: fixed top bar; logo and name link home; six entries; a toggle menu
 * below 1024 px, where the six entries no longer fit on one line beside the name and the buttons.
 */
export function Navbar({ familyName, actions }: NavbarProps) {
  const scrolled = useScrolledPast(SHRINK_AFTER_PX);
  const menuId = useId();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 bg-brand-700 text-white transition-[padding,box-shadow] duration-300 ${
        scrolled ? 'py-2 shadow-lg' : 'py-4'
      }`}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4">
        <Link
          to={paths.home}
          className="flex min-w-0 items-center gap-3 rounded-md"
          aria-label={familyName ? publicMessages.layout.homeLink(familyName) : publicMessages.nav.home}
        >
          <img src="/favicon.svg" alt="" width={40} height={40} className="size-10 shrink-0" />
          <span className="truncate text-lg font-bold">{familyName}</span>
        </Link>

        <div className="flex items-center gap-1">
          <nav aria-label={publicMessages.layout.mainNav} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          {actions}

          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? publicMessages.nav.closeMenu : publicMessages.nav.openMenu}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label={publicMessages.layout.mainNav}
        hidden={!menuOpen}
        className="border-t border-white/10 lg:hidden"
      >
        <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={(state) => `block ${linkClass(state)}`}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
