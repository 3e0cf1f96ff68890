// A notice's page: its fields, then how its mails to the family went.
import { GenericShow } from '../views/GenericShow.tsx';
import { MailDeliveries } from './MailDeliveries.tsx';

export function NotificationShow() {
  return (
    <GenericShow>
      <MailDeliveries />
    </GenericShow>
  );
}
