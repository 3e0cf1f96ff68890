// Activity create /family-activities/create (spec section 2, MODERATOR and up): the activity's name
// (required), its link (optional, http or https) and its date in the member forms' date input (the
// calendar's chosen day comes prefilled), then what a relative needs to come: the time, the place and
// the details, each optional. The server's message on failure, else back to the calendar.
import { useLocation, useNavigate } from 'react-router';
import { isDmyDate } from '../../../../common/model/dmyDate.ts';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { RecordForm } from '../family/RecordForm.tsx';
import { createActivity } from './activitiesApi.ts';
import { withCalendarTexts } from './calendarTexts.ts';

const FIELDS = ['activityName', 'activityLink', 'dateOfActivity', 'timeOfActivity', 'place', 'description'] as const;

function ActivityCreate() {
  const t = useTranslate();
  const navigate = useNavigate();
  // useLocation rather than useSearchParams, which would pull more of the router into the home page's bundle.
  const date = new URLSearchParams(useLocation().search).get('date') ?? '';
  const { show, dialog } = useMessage();
  const submit = async (payload: Record<string, string | number | null>) => {
    const created = await createActivity(payload);
    // The server's answer is 'Activity created Successfully !'; the reader gets it in their language.
    show(t('calendar.created'), () => navigate(`/family-activities/${created.id}`));
  };
  return (
    <PageSection titleKey="portal.screens.ActivityCreate" title={t('portal.screens.ActivityCreate')} narrow>
      <RecordForm
        resource="family-activities"
        names={FIELDS}
        record={{ dateOfActivity: isDmyDate(date) ? date : '' }}
        onSubmit={submit}
        onFailure={(error) => show(errorText(error, t))}
        submitLabel={t('family.common.submit')}
        backTo="/family-activities"
        label={t('portal.screens.ActivityCreate')}
      />
      {dialog}
    </PageSection>
  );
}

export const ActivityCreatePage = withCalendarTexts(ActivityCreate);
