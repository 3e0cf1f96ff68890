// A member's partners in the order of their marriages, each a way to the partner's own record (her member
// page when she is a member of the family too), named with the years of the marriage where they are known.
import { nameWithFamily } from '../../../../common/model/personName.ts';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { Partner } from '../../../providers/familyApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';
import { marriageYears } from '../family/lifeSpan.ts';

export function PartnerButtons({ partners }: { partners: readonly Partner[] }) {
  const t = useTranslate();
  return (
    <ButtonRow>
      {partners.map((p) => (
        <Button
          key={p.id}
          component={RouterLink}
          to={p.partnerMemberId ? `/family-members/${p.partnerMemberId}` : `/family-partners/${p.id}`}
          size="small"
          variant="outlined"
        >
          {/* One piece of text: a button lays out each of its children apart. */}
          <span>
            <bdi>{nameWithFamily(p)}</bdi>
            {marriageYears(p, t) && ` · ${marriageYears(p, t)}`}
          </span>
        </Button>
      ))}
    </ButtonRow>
  );
}
