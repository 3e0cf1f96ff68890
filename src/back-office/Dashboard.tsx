// The admin board's home (spec section 2): the links of src/back-office/boardLinks.ts the signed-in role
// may open, as cards; the permission requests' and the suggestions' cards say how many wait.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../common/model/roles.ts';
import { boardLinksFor } from './boardLinks.ts';
import { WaitingCount } from './WaitingCount.tsx';
import { useWaiting, type Waiting } from './waitingCount.ts';

/** The card's count of what waits on its screen (the card is shown only to those who may open it). */
function CardCount({ what }: { what: Waiting }) {
  return <WaitingCount count={useWaiting(what, true)} />;
}

export function Dashboard() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();

  return (
    <>
      <Title title="portal.screens.AdminBoard" />
      <Grid container spacing={2} sx={{ mt: 2 }} component="nav" aria-label={translate('portal.screens.AdminBoard')}>
        {boardLinksFor(permissions ?? 'ANONYMOUS').map(({ key, to, icon: Icon, waiting }) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Icon color="primary" />
                  <Typography variant="h6" component="h2">
                    {translate(`admin.board.${key}`)}
                    {waiting && <CardCount what={waiting} />}
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
