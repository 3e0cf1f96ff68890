// What can be done with the chosen member, each action offered only to the roles the server allows it
// (the schema's permissions, the route table's roles): a BISH reads, a moderator also changes. With
// nobody chosen the actions are dimmed (aria-disabled, still focusable), and one tapped all the same
// says the spec's 'Please Select Member !' beside them rather than in a dialog.
import { nameWithFamily } from '../../../../common/model/personName.ts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import { mayAccess } from '../../../providers/access.ts';
import { deleteMember, getPartners, type Member } from '../../../providers/familyApi.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { errorText } from '../../../ui/errors.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { useConfirm } from '../family/ConfirmDialog.tsx';
import { useMessage } from '../family/MessageDialog.tsx';

export interface MemberActionsProps {
  member: Member | undefined;
  /** Undefined while the children are still being counted. */
  hasChildren: boolean | undefined;
  onDeleted: (id: number) => void;
}

export function MemberActions({ member, hasChildren, onDeleted }: MemberActionsProps) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { role } = useSession();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { show, dialog: messageDialog } = useMessage();
  const [asked, setAsked] = useState(false);
  const path = (suffix: (id: string) => string) => suffix(member ? String(member.id) : '0');
  const may = (suffix: (id: string) => string) => mayOpen(role, path(suffix));

  // Spec section 2: an action with nothing chosen says so instead of doing nothing.
  const withMember = (action: (m: Member) => void) => () => (member ? action(member) : setAsked(true));
  // A dimmed look for every variant, without MUI's `disabled` (which would take the button out of reach).
  const needsChoice: ButtonProps = member
    ? {}
    : {
        'aria-disabled': true,
        sx: {
          color: 'action.disabled',
          borderColor: 'action.disabledBackground',
          '&.MuiButton-contained': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
          '&:hover': { bgcolor: 'transparent', borderColor: 'action.disabledBackground' },
        },
      };

  const remove = withMember(async (m) => {
    // The partners' records go with the member: the question names them, so nobody is lost by a slip.
    const partners = await getPartners(m.id).catch(() => []);
    const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(partners.map(nameWithFamily));
    const question = t('family.list.confirmDeleteMember');
    const name = [m.name, m.fatherName, m.familyName].filter(Boolean).join(' ');
    if (!(await confirm(names ? `${question} ${t('family.list.partnersGoToo', { names })}` : question, name))) return;
    try {
      await deleteMember(m.id);
      onDeleted(m.id);
    } catch (error) {
      // A member with children is refused (409) with the reason; the dialog shows it.
      show(errorText(error, t));
    }
  });

  const children = !member || hasChildren !== false;
  return (
    <>
      <ButtonRow sx={{ '& > *': { flex: { xs: '1 1 40%', sm: '0 0 auto' } } }}>
        {mayAccess(role, 'family-members', 'update') && (
          <Button variant="contained" {...needsChoice} onClick={withMember((m) => navigate(`/family-members/${m.id}/edit`))}>
            {t('family.list.edit')}
          </Button>
        )}
        <Button
          variant="outlined"
          {...needsChoice}
          onClick={withMember((m) => window.open(`/family-members/${m.id}`, '_blank', 'noopener'))}
        >
          {t('family.list.fullProfile')}
        </Button>
        {may((id) => `/family-members/profile/${id}`) && (
          <Button variant="outlined" {...needsChoice} onClick={withMember((m) => navigate(`/family-members/profile/${m.id}`))}>
            {t('family.list.picture')}
          </Button>
        )}
        {children ? (
          <Button variant="outlined" {...needsChoice} onClick={withMember((m) => navigate(`/family-members/${m.id}/children`))}>
            {t('family.list.children')}
          </Button>
        ) : (
          may((id) => `/family-members/${id}/childcreate`) && (
            <Button variant="outlined" {...needsChoice} onClick={withMember((m) => navigate(`/family-members/${m.id}/childcreate`))}>
              {t('family.list.addChild')}
            </Button>
          )
        )}
        {mayAccess(role, 'family-members', 'delete') && (
          <Button variant="outlined" color="error" {...needsChoice} onClick={remove}>
            {t('family.list.delete')}
          </Button>
        )}
      </ButtonRow>
      {asked && !member && (
        <Alert severity="info" role="alert" sx={{ mt: 1 }}>
          {t('family.list.selectMember')}
        </Alert>
      )}
      {confirmDialog}
      {messageDialog}
    </>
  );
}
