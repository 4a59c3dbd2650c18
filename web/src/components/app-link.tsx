import Link, { type LinkProps } from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** A link that stays in the app for paths (`/form/1`) and leaves it for full addresses. */
export function AppLink({ href, ...props }: Omit<LinkProps, 'href' | 'component'> & { href: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link component={RouterLink} to={href} {...props} />;
  return <Link href={href} {...props} />;
}
