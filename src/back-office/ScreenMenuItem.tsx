// A menu entry to one of the back office's own screens (not a resource's): react-admin makes the
// resources' links under its base path, but a Menu.Item's `to` is taken as it is written.
import type { ReactElement } from 'react';
import { Menu, useBasename } from 'react-admin';

export function ScreenMenuItem({ path, primaryText, leftIcon }: { path: string; primaryText: string; leftIcon: ReactElement }) {
  const basename = useBasename();
  return <Menu.Item to={`${basename}${path}`} primaryText={primaryText} leftIcon={leftIcon} />;
}
