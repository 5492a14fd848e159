import { NAVBAR_SCROLL_THRESHOLD_PX } from '@core/constants';
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { languageOfPath } from '@core/languages';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { LocalizedLink as Link, LocalizedNavLink as NavLink } from '@/i18n/localized-link';
import { Localized } from '@/i18n/localized';
import { useT } from '@/i18n/use-language';
import { ChevronDownIcon, CloseIcon, LogoMark, MenuIcon } from './layout-icons';
import { navItems, type NavGroupItem } from './nav-items';

type GroupId = NavGroupItem['id'];

/**
 * Main navigation. Transparent over the home hero until the page scrolls past 100 px, then white
 * and fixed (docs/product.md §2). Elsewhere it is white from the start and keeps its height reserved, so the
 * switch to fixed never makes the content jump.
 */
export function Navbar({ overHero, businessName }: { overHero: boolean; businessName: string }) {
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<GroupId | null>(null);
  const [mobileGroup, setMobileGroup] = useState<GroupId | null>(null);
  const [seenLocation, setSeenLocation] = useState(location.key);
  const panelId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const t = useT('common');
  const items = navItems(t);

  // Any navigation (including a tap on the current page's link) closes open menus.
  if (seenLocation !== location.key) {
    setSeenLocation(location.key);
    setMenuOpen(false);
    setOpenGroup(null);
    setMobileGroup(null);
  }

  const solid = scrolled || menuOpen || !overHero;
  const position = scrolled ? 'fixed shadow-md' : 'absolute';
  const tone = solid
    ? 'bg-white text-slate-800 border-b border-slate-200'
    : 'bg-gradient-to-b from-black/65 via-black/30 to-transparent text-white';

  function isCurrentGroup(group: NavGroupItem) {
    return languageOfPath(location.pathname).path.startsWith(group.prefix);
  }

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      setMenuOpen(false);
      menuButton.current?.focus();
    }
  }

  return (
    <div className={overHero ? 'relative z-40 h-0' : 'relative z-40 h-16 lg:h-20'}>
      <header
        data-scrolled={scrolled ? 'true' : 'false'}
        className={`${position} inset-x-0 top-0 transition-colors duration-300 ${tone}`}
      >
        <nav aria-label={t.nav.label} className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
          <Link to={paths.home.href()} className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg">
            <LogoMark />
            <span className={`text-lg leading-tight font-bold tracking-tight ${solid ? 'text-brand-800' : 'text-white'}`}>
              <Localized english={businessName} />
            </span>
          </Link>

          <ul className="hidden items-center gap-0.5 lg:flex">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={({ isActive }) => desktopLinkClass(solid, isActive)}>
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <DesktopGroup
                  key={item.id}
                  group={item}
                  solid={solid}
                  current={isCurrentGroup(item)}
                  open={openGroup === item.id}
                  onOpenChange={(open) => setOpenGroup(open ? item.id : null)}
                />
              ),
            )}
          </ul>

          <button
            ref={menuButton}
            type="button"
            className={`inline-flex h-11 w-11 items-center justify-center rounded-lg lg:hidden ${solid ? 'text-brand-800 hover:bg-slate-100' : 'text-white hover:bg-white/10'}`}
            aria-label={t.nav.menu}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </nav>

        <div
          id={panelId}
          hidden={!menuOpen}
          onKeyDown={onPanelKeyDown}
          className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-slate-200 bg-white pb-4 lg:hidden"
        >
          <ul className="mx-auto max-w-7xl px-2 py-2 sm:px-4">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={({ isActive }) => mobileLinkClass(isActive)}>
                    {item.label}
                  </NavLink>
                </li>
              ) : (
                <MobileGroup
                  key={item.id}
                  group={item}
                  current={isCurrentGroup(item)}
                  open={mobileGroup === item.id}
                  onToggle={() => setMobileGroup((open) => (open === item.id ? null : item.id))}
                />
              ),
            )}
          </ul>
        </div>
      </header>
    </div>
  );
}

function desktopLinkClass(solid: boolean, active: boolean): string {
  const base = 'inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-[15px] font-medium transition-colors';
  if (solid) return `${base} ${active ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700 hover:bg-slate-50'}`;
  return `${base} ${active ? 'text-accent-400' : 'text-white hover:text-accent-400'}`;
}

function mobileLinkClass(active: boolean): string {
  return `flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-base font-medium ${
    active ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-50'
  }`;
}

/** A desktop sub-menu: opens on mouse hover, on click, or with ArrowDown; Escape closes it. */
function DesktopGroup({
  group,
  solid,
  current,
  open,
  onOpenChange,
}: {
  group: NavGroupItem;
  solid: boolean;
  current: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const t = useT('common');
  const list = useRef<HTMLUListElement>(null);

  function links(): HTMLAnchorElement[] {
    return Array.from(list.current?.querySelectorAll('a') ?? []);
  }
  function focusLink(index: number) {
    // The list renders on the next frame when it was closed.
    requestAnimationFrame(() => {
      const all = links();
      all[(index + all.length) % all.length]?.focus();
    });
  }
  // Hover only for a real mouse: on touch screens pointerenter fires before click and would cancel the toggle.
  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType === 'mouse') onOpenChange(true);
  }
  // A mouse's click opens (the hover may have opened the menu a moment before: a toggle would then
  // close it again); a tap, Enter or Space toggles. A mouse leaves, or Escape, to close.
  const pressedBy = useRef<string>('');
  function onButtonClick() {
    onOpenChange(pressedBy.current === 'mouse' ? true : !open);
    pressedBy.current = '';
  }
  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType === 'mouse') onOpenChange(false);
  }
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) onOpenChange(true);
    if (index === -1) focusLink(event.key === 'ArrowDown' ? 0 : -1);
    else focusLink(event.key === 'ArrowDown' ? index + 1 : index - 1);
  }

  return (
    <li className="relative" onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={(event) => {
          pressedBy.current = event.pointerType;
        }}
        onClick={onButtonClick}
        className={desktopLinkClass(solid, current)}
      >
        {group.label}
        <ChevronDownIcon className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* pt-2 keeps the pointer inside the item while it travels from the button to the menu. */}
      <div hidden={!open} className="absolute top-full left-0 z-50 pt-2">
        <ul
          ref={list}
          id={menuId}
          aria-label={t.nav.propertyTypes(group.label)}
          className="w-60 overflow-hidden rounded-xl border border-slate-200 bg-white py-2 shadow-xl"
        >
          {group.links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  `flex min-h-11 items-center px-4 text-sm font-medium ${
                    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function MobileGroup({
  group,
  current,
  open,
  onToggle,
}: {
  group: NavGroupItem;
  current: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const listId = useId();
  return (
    <li>
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle} className={mobileLinkClass(current)}>
        {group.label}
        <ChevronDownIcon width={20} height={20} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} hidden={!open} className="mb-1 ml-3 border-l-2 border-brand-100 pl-2">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-3 text-[15px] ${
                  isActive ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-50'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
