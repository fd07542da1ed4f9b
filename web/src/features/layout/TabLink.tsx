// A navigation link drawn as a tab, underlined in the brand colour while it is the current page.
import { Link, type LinkProps } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

export function TabLink({ to, end, children, ...style }: LinkProps & { to: string; end?: boolean }) {
  return (
    <Link
      asChild
      display="inline-block"
      px="3"
      py="2"
      color="gray.700"
      borderBottomWidth="2px"
      borderColor="transparent"
      _hover={{ color: 'terracotta.700', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'var(--chakra-colors-terracotta-700)', borderColor: 'var(--chakra-colors-terracotta-500)' } }}
      {...style}
    >
      <NavLink to={to} end={end}>
        {children}
      </NavLink>
    </Link>
  );
}
