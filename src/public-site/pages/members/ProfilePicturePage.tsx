// A member's profile picture (spec section 2, "Profile picture upload"): the current one or 'No Image
// Found', a file chosen from the phone, and the upload's progress while it travels.
import { useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { getMember, uploadMemberPicture } from '../../../providers/familyApi.ts';
import { pictureAt } from '../../../providers/pictureLinks.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { errorText } from '../../../ui/errors.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';
import { BackButton } from '../family/BackButton.tsx';
import { useMessage } from '../family/MessageDialog.tsx';
import { rowName } from '../family/nameChain.ts';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { UploadProgress } from '../../../ui/forms/UploadProgress.tsx';

function ProfilePictureUpload() {
  const t = useTranslate();
  const { id = '' } = useParams();
  const member = useLoaded((signal) => getMember(id, signal), id);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { show, dialog } = useMessage();

  const upload = async () => {
    if (!file) return;
    setProgress(0);
    try {
      await uploadMemberPicture(id, file, setProgress);
      setFile(null);
      // Spec: success says so and shows the new picture.
      show(t('family.picture.uploaded'), member.reload);
    } catch (error) {
      show(errorText(error, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <PageSection titleKey="portal.screens.ProfilePictureUpload" title={t('portal.screens.ProfilePictureUpload')} narrow>
      <RecordState loaded={member}>
        {(m) => (
          <>
            <Typography sx={{ mb: 2 }}>{[rowName(m), m.familyName].filter(Boolean).join(' ')}</Typography>
            {m.userProfileImageLink ? (
              <Box
                component="img"
                src={pictureAt(m.userProfileImageLink, 'full')}
                alt={m.name}
                sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: 1, mb: 2 }}
              />
            ) : (
              <Typography sx={{ mb: 2, p: 4, textAlign: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
                {t('family.picture.none')}
              </Typography>
            )}
          </>
        )}
      </RecordState>
      <Button component="label" variant="outlined" size="large" fullWidth>
        {file ? file.name : t('family.picture.choose')}
        <input type="file" name="file" accept="image/*" hidden onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </Button>
      {progress !== null && <UploadProgress fraction={progress} label={t('family.picture.progress')} />}
      <ButtonRow sx={{ mt: 2, justifyContent: 'space-between' }}>
        <BackButton fallback={`/family-members/${id}`} size="large" />
        <Button variant="contained" size="large" onClick={() => void upload()} disabled={!file || progress !== null}>
          {t('family.picture.upload')}
        </Button>
      </ButtonRow>
      {dialog}
    </PageSection>
  );
}

export const ProfilePicturePage = withFamilyTexts(ProfilePictureUpload);
