// The admin board's home (spec section 2): an ADMIN sees members, users, permission requests, add
// moderators, create notification, create activity and gallery management; a MODERATOR the members,
// notification, activity and gallery links only. Back-office pages open inside react-admin; the
// notification, activity and gallery screens are the portal's own pages.
import type { ComponentType } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CampaignIcon from '@mui/icons-material/Campaign';
import CollectionsIcon from '@mui/icons-material/Collections';
import EventIcon from '@mui/icons-material/Event';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Link } from 'react-router';
import { Title, useBasename, usePermissions, useTranslate } from 'react-admin';
import { atLeast, type Role } from '../model/roles.ts';

interface BoardLink {
  key: string;
  /** Inside the back office (under its basename), or a page of the portal. */
  to: string;
  admin: boolean;
  lowest: Role;
  icon: ComponentType<{ color?: 'primary' }>;
}

const BOARD_LINKS: readonly BoardLink[] = [
  { key: 'members', to: '/family-members', admin: true, lowest: 'MODERATOR', icon: FamilyRestroomIcon },
  { key: 'users', to: '/users/', admin: true, lowest: 'ADMIN', icon: ManageAccountsIcon },
  { key: 'permissionRequests', to: '/permissionRequestUsers/', admin: true, lowest: 'ADMIN', icon: HowToRegIcon },
  { key: 'addModerators', to: '/addmoderators/', admin: true, lowest: 'ADMIN', icon: PersonAddIcon },
  { key: 'createNotification', to: '/family-notification/create', admin: false, lowest: 'MODERATOR', icon: CampaignIcon },
  { key: 'createActivity', to: '/family-activities/create', admin: false, lowest: 'MODERATOR', icon: EventIcon },
  { key: 'galleryManagement', to: '/family-gallery/gallery-management', admin: false, lowest: 'MODERATOR', icon: CollectionsIcon },
];

const boardLinksFor = (role: Role): BoardLink[] => BOARD_LINKS.filter((link) => atLeast(role, link.lowest));

export function Dashboard() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<Role>();

  return (
    <>
      <Title title="portal.screens.AdminBoard" />
      <Grid container spacing={2} sx={{ mt: 2 }} component="nav" aria-label={translate('portal.screens.AdminBoard')}>
        {boardLinksFor(permissions ?? 'ANONYMOUS').map(({ key, to, admin, icon: Icon }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={admin ? `${basename}${to}` : to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Icon color="primary" />
                  <Typography variant="h6" component="h2">
                    {translate(`portal.admin.board.${key}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
