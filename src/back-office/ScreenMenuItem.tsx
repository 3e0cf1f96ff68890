// A menu entry to one of the back office's own screens (not a resource's): react-admin makes the
// resources' links under its base path, but a Menu.Item's `to` is taken as it is written.
import type { ReactElement, ReactNode } from 'react';
import { Menu, useBasename } from 'react-admin';

/** `primaryText`: a key of the texts, or what to show (a name with a count). */
export function ScreenMenuItem({ path, primaryText, leftIcon }: { path: string; primaryText: ReactNode; leftIcon: ReactElement }) {
  const basename = useBasename();
  return <Menu.Item to={`${basename}${path}`} primaryText={primaryText} leftIcon={leftIcon} />;
}
