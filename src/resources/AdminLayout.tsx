// The back office's frame: react-admin's layout with a menu that also leads back to the portal, which
// its own menu did not (a volunteer admin otherwise had to edit the address to leave).
import type { ReactNode } from 'react';
import HomeIcon from '@mui/icons-material/Home';
import { Layout, Menu } from 'react-admin';

function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {/* Outside the back office's base path: the portal's own home page. */}
      <Menu.Item to="/" primaryText="portal.admin.backToPortal" leftIcon={<HomeIcon />} />
    </Menu>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return <Layout menu={AdminMenu}>{children}</Layout>;
}
