// The home page (spec section 2): a welcome with the login form or the signed-in member's card,
// for a family member what is new since their last visit (family/FamilyHome.tsx), six tiles into the
// family's pages, the information section, and the donation form when the install has a payment page.
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { atLeast } from '../../../../common/model/roles.ts';
import { HERO_IMAGE } from '../../../../common/routing/pageModules.ts';
import { AfterFirstPaint } from '../../AfterFirstPaint.tsx';
import { withTimeout } from '../../routing/lazyPage.ts';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { useSiteConfig } from '../../config/siteConfig.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { usePageTitle } from '../../usePageTitle.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { LoginForm } from '../login/LoginForm.tsx';
import { HomeTiles } from './HomeTiles.tsx';
import { InfoSection } from './InfoSection.tsx';
import { MemberCard } from './MemberCard.tsx';

// The donation form, on an install with a payment page, below the first screen: its own chunk.
const DonationForm = lazy(() => withTimeout(import('./DonationForm.tsx')).then((m) => ({ default: m.DonationForm })));
// A family member's blocks of what is new: their own chunk, never downloaded by a visitor.
const FamilyHome = lazy(() => withTimeout(import('./family/FamilyHome.tsx')).then((m) => ({ default: m.FamilyHome })));

const HERO_SHADE = 'linear-gradient(180deg, rgba(43,26,12,0.05) 0%, rgba(43,26,12,0.72) 78%)';

function Hero() {
  const t = useTranslate();
  const { role } = useSession();
  return (
    <Box
      sx={(theme) => ({
        display: 'grid',
        gap: 4,
        alignItems: 'center',
        gridTemplateColumns: '1.2fr 1fr',
        [theme.breakpoints.down('tablet')]: { gridTemplateColumns: '1fr' },
      })}
    >
      <Box
        sx={(theme) => ({
          borderRadius: 3,
          p: { xs: 3, narrow: 5 },
          minHeight: 340,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          color: 'common.white',
          // The drawn landscape sits under a dark gradient so the text keeps its contrast on any part of it.
          background: `${HERO_SHADE}, url(${HERO_IMAGE}) center top / cover no-repeat, #c98a4b`,
          // In one column the box is narrow and tall: the landscape keeps its full width at the top, the
          // text starts below the houses (padding in % follows the width, as the drawing's height does),
          // and the drawing's last hill colour fills the rest.
          [theme.breakpoints.down('tablet')]: {
            minHeight: 0,
            pt: '24%',
            background: `${HERO_SHADE}, url(${HERO_IMAGE}) center top / 100% auto no-repeat, #55552a`,
          },
        })}
      >
        <Typography variant="h1" sx={{ mb: 1.5, textShadow: '0 1px 3px rgba(0,0,0,0.4)' }}>
          {t('portal.home.title')}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', maxWidth: 560 }}>{t('portal.home.subtitle')}</Typography>
      </Box>
      <Box>
        {role === 'ANONYMOUS' ? (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2.5, narrow: 3 }, bgcolor: 'background.paper' }}>
            <Typography variant="h2" sx={{ mb: 1 }}>
              {t('portal.login.title')}
            </Typography>
            <LoginForm showBack={false} />
          </Box>
        ) : (
          <MemberCard />
        )}
      </Box>
    </Box>
  );
}

export function HomePage() {
  usePageTitle('portal.nav.home');
  const { donationUrl } = useSiteConfig();
  const { role } = useSession();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 5, tablet: 7 } }}>
      <Hero />
      <AfterFirstPaint>
        {atLeast(role, 'BISH') && (
          <Suspense fallback={<PageLoading />}>
            <FamilyHome />
          </Suspense>
        )}
        <HomeTiles />
        <Box
          sx={(theme) => ({
            display: 'grid',
            gap: 4,
            gridTemplateColumns: donationUrl ? '1fr 1fr' : '1fr',
            [theme.breakpoints.down('tablet')]: { gridTemplateColumns: '1fr' },
          })}
        >
          <InfoSection />
          {donationUrl && (
            <Suspense fallback={null}>
              <DonationForm paymentPage={donationUrl} />
            </Suspense>
          )}
        </Box>
      </AfterFirstPaint>
    </Box>
  );
}
