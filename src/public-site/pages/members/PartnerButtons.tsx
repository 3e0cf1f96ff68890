// A member's partners, each a way to the partner's own record.
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { Partner } from '../../../providers/familyApi.ts';
import { ButtonRow } from '../../ButtonRow.tsx';

export function PartnerButtons({ partners }: { partners: readonly Partner[] }) {
  return (
    <ButtonRow>
      {partners.map((p) => (
        <Button key={p.id} component={RouterLink} to={`/family-partners/${p.id}`} size="small" variant="outlined">
          {[p.name, p.familyName].filter(Boolean).join(' ')}
        </Button>
      ))}
    </ButtonRow>
  );
}
