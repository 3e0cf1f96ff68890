// The family home's blocks of what is new: notices, the week's birthdays, the next activity, photos and
// the people added or changed, each leading to its page.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FamilyHome } from '../../../../../common/generated/api.ts';
import { dateFormat } from '../../../../../common/model/dateFormat.ts';
import { calendarLocale } from '../../../../../common/model/languages.ts';
import { directoryName } from '../../../../../common/model/personName.ts';
import { localNumber } from '../../../../../common/model/translate.ts';
import { pictureAt } from '../../../../providers/pictureLinks.ts';
import { useI18n } from '../../../../ui/i18n/I18nProvider.tsx';
import { UserText } from '../../../../ui/UserText.tsx';
import { fromDmy, shortDate } from '../../activities/calendarDates.ts';
import { postedOn } from '../../news/noticeDate.ts';
import { BlockLine, BlockList, HomeBlock, Nothing } from './HomeBlock.tsx';

const THUMB = 96;

export function NoticesBlock({ notices }: Pick<FamilyHome, 'notices'>) {
  const { t, locale } = useI18n();
  return (
    <HomeBlock id="notices" title={t('familyHome.notices.title')} to="/family-notification" linkText={t('familyHome.notices.all')}>
      {notices.length === 0 ? (
        <Nothing text={t('familyHome.notices.none')} />
      ) : (
        <BlockList>
          {notices.map((n) => (
            <BlockLine
              key={n.id}
              to={`/family-notification/${n.id}`}
              text={<UserText text={n.subject} />}
              detail={postedOn(n.createdDate!, locale, 'medium')}
            />
          ))}
        </BlockList>
      )}
    </HomeBlock>
  );
}

export function BirthsBlock({ births }: Pick<FamilyHome, 'births'>) {
  const { t, lang } = useI18n();
  // The day and month only: the year is the birthday's, not the birth's.
  const day = dateFormat(calendarLocale(lang), { day: 'numeric', month: 'long' });
  return (
    <HomeBlock id="births" title={t('familyHome.births.title')} to="/family-activities" linkText={t('familyHome.births.all')}>
      {births.length === 0 ? (
        <Nothing text={t('familyHome.births.none')} />
      ) : (
        <BlockList>
          {births.map((b) => (
            <BlockLine
              key={`${b.id}-${b.date}`}
              to={`/family-members/${b.id}`}
              text={<UserText text={b.name} />}
              detail={day.format(fromDmy(b.date))}
            />
          ))}
        </BlockList>
      )}
    </HomeBlock>
  );
}

export function ActivityBlock({ nextActivity: activity }: Pick<FamilyHome, 'nextActivity'>) {
  const { t, lang } = useI18n();
  return (
    <HomeBlock id="activity" title={t('familyHome.activity.title')} to="/family-activities" linkText={t('familyHome.activity.all')}>
      {activity ? (
        <BlockList>
          <BlockLine
            to={`/family-activities/${activity.id}`}
            text={<UserText text={activity.activityName} />}
            detail={[shortDate(activity.dateOfActivity, lang), activity.timeOfActivity && localNumber(lang, activity.timeOfActivity)]
              .filter(Boolean)
              .join(' ')}
          />
        </BlockList>
      ) : (
        <Nothing text={t('familyHome.activity.none')} />
      )}
    </HomeBlock>
  );
}

export function GalleryBlock({ gallery }: Pick<FamilyHome, 'gallery'>) {
  const { t } = useI18n();
  return (
    <HomeBlock id="gallery" title={t('familyHome.gallery.title')} to="/family-gallery" linkText={t('familyHome.gallery.all')}>
      {gallery.newImages > 0 && <Typography>{t('familyHome.gallery.newPhotos', { smart_count: gallery.newImages })}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${THUMB}px, 1fr))`, gap: 1 }}>
        {gallery.images.map(
          (image) =>
            image.imageLink && (
              <RouterLink key={image.id} to="/family-gallery">
                <Box
                  component="img"
                  src={pictureAt(image.imageLink, 'thumb')}
                  alt={image.name}
                  loading="lazy"
                  decoding="async"
                  sx={{
                    display: 'block',
                    width: '100%',
                    aspectRatio: '1',
                    objectFit: 'cover',
                    borderRadius: 1,
                    bgcolor: image.color ?? 'grey.200',
                  }}
                />
              </RouterLink>
            ),
        )}
      </Box>
      <BlockList>
        {gallery.albums.map((album) => (
          <BlockLine key={album.id} to={`/family-gallery?album=${album.id}`} text={<UserText text={album.name} />} />
        ))}
      </BlockList>
    </HomeBlock>
  );
}

export function PeopleBlock({ people }: Pick<FamilyHome, 'people'>) {
  const { t } = useI18n();
  return (
    <HomeBlock id="people" title={t('familyHome.people.title')} to="/family-members" linkText={t('familyHome.people.all')}>
      {people.length === 0 ? (
        <Nothing text={t('familyHome.people.none')} />
      ) : (
        <BlockList>
          {people.map(({ member, action }) => (
            <BlockLine
              key={member.id}
              to={`/family-members/${member.id}`}
              text={<UserText text={directoryName(member)} />}
              detail={t(`familyHome.people.${action}`)}
            />
          ))}
        </BlockList>
      )}
    </HomeBlock>
  );
}
