// Who is in the photo shown: each named person links to their page and, hovered or focused, has their face
// boxed on the photo ("Show faces" boxes everyone, for a phone, which has no hover); a family member names
// someone with the directory's search, marks a named person's face on the photo, and takes off a name where
// the rules let them.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CropFreeIcon from '@mui/icons-material/CropFree';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import type { PhotoPerson } from '../../../../common/generated/api.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { UserText } from '../../../ui/UserText.tsx';
import { FaceMarkDialog, type FaceMarkDialogProps } from './FaceMarkDialog.tsx';
import { NamePersonDialog } from './NamePersonDialog.tsx';
import type { PhotoPeopleState } from './usePhotoPeople.ts';

export interface PhotoPeopleListProps {
  state: PhotoPeopleState;
  /** The photo shown, on which faces are marked; none while its size is not known. */
  photo?: FaceMarkDialogProps['photo'];
}

export function PhotoPeopleList({ state, photo }: PhotoPeopleListProps) {
  const t = useTranslate();
  const { user } = useSession();
  const [naming, setNaming] = useState(false);
  const [marking, setMarking] = useState<PhotoPerson | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const { people, faces, showFaces } = state;
  const run = (change: Promise<void>) => {
    setFailure(undefined);
    change.catch(setFailure);
  };
  const hover = (memberId: number | undefined) => () => faces !== 'all' && showFaces(memberId);
  return (
    <Box component="section" aria-labelledby="photo-people-title" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="photo-people-title" component="h3" variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {t('photoPeople.inPhoto')}
        </Typography>
        {people.some((p) => p.box) && (
          <Button size="small" aria-pressed={faces === 'all'} onClick={() => showFaces(faces === 'all' ? undefined : 'all')}>
            {t('photoPeople.showFaces')}
          </Button>
        )}
        <Button size="small" variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setNaming(true)}>
          {t('photoPeople.name')}
        </Button>
      </Box>
      {failure !== undefined && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {errorText(failure, t)}
        </Alert>
      )}
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {state.loaded.loading ? t('portal.common.loading') : t('photoPeople.nobody')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {people.map((person) => (
            <Box
              component="li"
              key={person.memberId}
              onMouseEnter={hover(person.memberId)}
              onMouseLeave={hover(undefined)}
              sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 4, pl: 1.5, minHeight: 40 }}
            >
              <Link
                component={RouterLink}
                to={`/family-members/${person.memberId}`}
                onFocus={hover(person.memberId)}
                onBlur={hover(undefined)}
              >
                <UserText text={person.name} />
              </Link>
              {photo && (
                <IconButton size="small" aria-label={t('photoPeople.mark', { name: person.name })} onClick={() => setMarking(person)}>
                  <CropFreeIcon fontSize="small" />
                </IconButton>
              )}
              {state.mayRemove(person) &&
                (person.memberId === user?.memberId ? (
                  <Button size="small" onClick={() => run(state.remove(person.memberId))}>
                    {t('photoPeople.removeSelf')}
                  </Button>
                ) : (
                  <IconButton
                    size="small"
                    aria-label={t('photoPeople.remove', { name: person.name })}
                    onClick={() => run(state.remove(person.memberId))}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                ))}
            </Box>
          ))}
        </Box>
      )}
      {marking && photo && (
        <FaceMarkDialog
          name={marking.name}
          photo={photo}
          box={marking.box}
          onClose={() => setMarking(null)}
          onSave={(box) => {
            setMarking(null);
            run(state.mark(marking.memberId, box));
          }}
        />
      )}
      {naming && (
        <NamePersonDialog
          onClose={() => setNaming(false)}
          onChoose={(member) => {
            setNaming(false);
            if (!people.some((p) => p.memberId === member.id)) run(state.add(member.id));
          }}
        />
      )}
    </Box>
  );
}
