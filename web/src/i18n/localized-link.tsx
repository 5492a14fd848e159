import { pathInLanguage } from '@core/languages';
import { Link, Navigate, NavLink, type LinkProps, type NavigateProps, type NavLinkProps, type To } from 'react-router-dom';
import { useLanguage } from './use-language';

function localize(to: To, language: ReturnType<typeof useLanguage>): To {
  if (typeof to === 'string') return to.startsWith('/') ? pathInLanguage(to, language) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: pathInLanguage(to.pathname, language) } : to;
}

/** A link to a site path that stays in the page's language (the public site's links are these). */
export function LocalizedLink({ to, ...props }: LinkProps) {
  const language = useLanguage();
  return <Link to={localize(to, language)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps) {
  const language = useLanguage();
  return <NavLink to={localize(to, language)} {...props} />;
}

/** A redirect to a site path in the page's language. */
export function LocalizedNavigate({ to, ...props }: NavigateProps) {
  const language = useLanguage();
  return <Navigate to={localize(to, language)} {...props} />;
}
