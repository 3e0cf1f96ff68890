// Activity detail /family-activities/{id}: its name (the page's title), its date, and its time, place,
// details and link when it has them; "add to my calendar" saves it as a calendar file; a moderator may
// delete it.
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import EventIcon from '@mui/icons-material/Event';
import Link from '@mui/material/Link';
import type { ActivityRecord } from '../../../../common/generated/types.ts';
import { isWebUrl } from '../../../../common/model/webUrl.ts';
import { mayAccess } from '../../../providers/access.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { errorText } from '../../../ui/errors.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { UserText } from '../../../ui/UserText.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useSession } from '../../session/SessionProvider.tsx';
import { BackButton } from '../family/BackButton.tsx';
import { useConfirm } from '../family/ConfirmDialog.tsx';
import { DetailRows } from '../family/DetailRows.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { deleteActivity, getActivity, saveActivityFile } from './activitiesApi.ts';
import { longDate } from './calendarDates.ts';
import { withCalendarTexts } from './calendarTexts.ts';

const ACTIVITIES = 'family-activities';

function ActivityDetail() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { role } = useSession();
  const { id = '' } = useParams();
  const activity = useLoaded((signal) => getActivity(id, signal), id);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { show, dialog: messageDialog } = useMessage();
  const label = (field: string) => t(`resources.${ACTIVITIES}.fields.${field}`);

  const remove = async (a: ActivityRecord) => {
    if (!(await confirm(t('calendar.confirmDelete'), a.activityName))) return;
    try {
      await deleteActivity(a.id);
      show(t('calendar.deleted'), () => navigate('/family-activities'));
    } catch (error) {
      show(errorText(error, t));
    }
  };

  return (
    <PageSection titleKey="portal.screens.ActivityDetail" title={activity.data?.activityName ?? t('portal.screens.ActivityDetail')}>
      <RecordState loaded={activity}>
        {(a) => (
          <>
            <DetailRows
              missing={t('portal.common.notRecorded')}
              rows={[
                { label: label('dateOfActivity'), value: longDate(a.dateOfActivity, lang) },
                ...(a.timeOfActivity ? [{ label: label('timeOfActivity'), value: <bdi dir="ltr">{a.timeOfActivity}</bdi> }] : []),
                ...(a.place ? [{ label: label('place'), value: <bdi>{a.place}</bdi> }] : []),
                ...(a.description
                  ? [
                      {
                        label: label('description'),
                        value: <UserText text={a.description} />,
                      },
                    ]
                  : []),
                // Only an http or https address becomes a link (the server refuses others; older rows may hold them).
                ...(a.activityLink && isWebUrl(a.activityLink)
                  ? [
                      {
                        label: label('activityLink'),
                        value: (
                          <Link href={a.activityLink} target="_blank" rel="noopener noreferrer" dir="ltr">
                            {a.activityLink}
                          </Link>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            <ButtonRow sx={{ mt: 3 }}>
              <Button
                variant="contained"
                startIcon={<EventIcon />}
                onClick={() => void saveActivityFile(a).catch((error: unknown) => show(errorText(error, t)))}
              >
                {t('calendar.addToMyCalendar')}
              </Button>
              {mayAccess(role, ACTIVITIES, 'delete') && (
                <Button variant="contained" color="error" onClick={() => void remove(a)}>
                  {t('calendar.delete')}
                </Button>
              )}
              <BackButton fallback="/family-activities" />
            </ButtonRow>
          </>
        )}
      </RecordState>
      {confirmDialog}
      {messageDialog}
    </PageSection>
  );
}

export const ActivityDetailPage = withCalendarTexts(ActivityDetail);
