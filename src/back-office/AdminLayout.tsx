// The back office's frame: react-admin's layout with a menu that also leads back to the portal, which
// its own menu did not (a volunteer admin otherwise had to edit the address to leave).
import type { ReactNode } from 'react';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import HomeIcon from '@mui/icons-material/Home';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { AppBar, Layout, Menu, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { BackupsMenuItem } from './backups/BackupsMenuItem.tsx';
import { ChangesMenuItem } from './history/ChangesMenuItem.tsx';
import { ScreenMenuItem } from './ScreenMenuItem.tsx';
import { WaitingMenuItem } from './WaitingMenuItem.tsx';

/**
 * A plain menu entry rather than Menu.Item: react-admin counts a link to "/" (outside its base path)
 * as the current page everywhere and would show it selected.
 */
function BackToPortal() {
  const translate = useTranslate();
  return (
    <MenuItem component={Link} to="/" sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <HomeIcon fontSize="small" />
      </ListItemIcon>
      {translate('admin.backToPortal')}
    </MenuItem>
  );
}

function AdminMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <WaitingMenuItem what="requests" path="/permissionRequestUsers" label="admin.board.permissionRequests" icon={<HowToRegIcon />} />
      <WaitingMenuItem what="suggestions" path="/suggestions" label="admin.suggestions.title" icon={<RateReviewIcon />} />
      <ChangesMenuItem />
      <BackupsMenuItem />
      <ScreenMenuItem path="/gedcom" primaryText="admin.board.gedcom" leftIcon={<AccountTreeIcon />} />
      <BackToPortal />
    </Menu>
  );
}

/** The user menu's button is named by the name it shows (WCAG 2.5.3), not by a generic "Profile". */
function AdminAppBar() {
  const { identity } = useGetIdentity();
  return <AppBar userMenu={<UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'} />} />;
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AdminMenu} appBar={AdminAppBar}>
      {children}
    </Layout>
  );
}
