// A member's record (spec section 2, "Member detail"): picture, the name chain from the tree with the
// years of the life under it, the family fields, partners, the facts of a life where they are known, the
// children under each wife, the life story, the photos they are named in; the private fields (and the moderators' notes) only for the roles the server sends them to.
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { seesPrivate, type Role } from '../../../../common/model/roles.ts';
import { getChildren, getLineage, getMember, getPartners, type Member } from '../../../providers/familyApi.ts';
import { arrivedLineage, arrivedMember, arrivedPartners } from '../../../providers/memberAddresses.ts';
import { ButtonRow } from '../../ButtonRow.tsx';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useFieldValue } from '../../../ui/useFieldValue.tsx';
import { PageSection } from '../../PageSection.tsx';
import { mayOpen } from '../../../../common/routing/routeTable.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { treeRootPath, useSiteConfig } from '../../config/siteConfig.ts';
import { DetailRows, type DetailRow } from '../family/DetailRows.tsx';
import { chainAncestors, nameChain } from '../family/nameChain.ts';
import { ProfilePicture } from '../family/ProfilePicture.tsx';
import { RecordState } from '../family/RecordState.tsx';
import { useLoaded } from '../family/useLoaded.ts';
import { BackButton } from '../family/BackButton.tsx';
import { withFamilyTexts } from '../family/withFamilyTexts.tsx';
import { LifeLine } from '../family/LifeLine.tsx';
import { StorySection } from '../family/StoryText.tsx';
import { GedcomBranchButton } from './GedcomBranchButton.tsx';
import { PartnerButtons } from './PartnerButtons.tsx';
import { MotherGroups } from './ChildrenByMother.tsx';
import { SuggestChangeButton } from '../suggest/SuggestChangeButton.tsx';
import { MemberPhotos } from '../photo-people/MemberPhotos.tsx';
import { PHOTO_PEOPLE_TEXTS } from '../photo-people/photoPeopleTexts.ts';

const PUBLIC_FIELDS = [
  'name',
  'fatherName',
  'motherName',
  'partners',
  'address',
  'birthdate',
  'birthPlace',
  'deathDate',
  'deathPlace',
  'burialPlace',
  'gender',
] as const;
/** What the family often does not know of a life: shown where written, never said missing. */
const LIFE_FACTS = new Set<string>(['birthPlace', 'deathDate', 'deathPlace', 'burialPlace']);
const PRIVATE_FIELDS = ['id', 'phoneNumber', 'identity', 'isMarried', 'isAlive'] as const;

/** The fields a role sees of a member, in order: the facts of the life only where written. */
const fieldsShown = (m: Member, role: Role) =>
  [...PUBLIC_FIELDS, ...(seesPrivate(role) ? PRIVATE_FIELDS : [])].filter((field) => !LIFE_FACTS.has(field) || m[field as keyof Member]);

function MemberDetail() {
  const t = useTranslate();
  const shown = useFieldValue('family-members');
  const { role } = useSession();
  const config = useSiteConfig();
  const { id = '' } = useParams();
  const member = useLoaded(
    (signal) => getMember(id, signal),
    id,
    () => arrivedMember(id),
  );
  const partners = useLoaded(
    (signal) => getPartners(id, signal),
    id,
    () => arrivedPartners(id),
  );
  const children = useLoaded((signal) => getChildren(id, signal), id);
  // The chain is a nicety: when it cannot be had, the page still shows the name.
  const lineage = useLoaded(
    (signal) => getLineage(id, signal),
    id,
    () => arrivedLineage(id),
  );

  const rows = (m: Member): DetailRow[] =>
    // A daughter's descendant is marked so: the names are the father's family's, not the family's line.
    [
      ...(m.outsideLine === 'yes'
        ? [
            {
              label: t('resources.family-members.fields.outsideLine'),
              // The way up to the mother, a daughter of the family, under whom the member is recorded.
              value: (
                <Link component={RouterLink} to={`/family-members/${m.parentId}`}>
                  {t('family.detail.outsideLine')}
                </Link>
              ),
            },
          ]
        : []),
      ...fieldsShown(m, role).map((field) => {
        if (field === 'partners')
          return { label: t('family.detail.partners'), value: partners.data?.length ? <PartnerButtons partners={partners.data} /> : null };
        return { label: t(`resources.family-members.fields.${field}`), value: shown(field, m[field]) };
      }),
    ];

  const title = member.data ? nameChain(member.data, chainAncestors(member.data, lineage.data ?? []), t) : t('portal.screens.MemberDetail');
  return (
    <PageSection titleKey="portal.screens.MemberDetail" title={title} subtitle={member.data && <LifeLine life={member.data} />}>
      <RecordState loaded={member}>
        {(m) => (
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3, alignItems: { xs: 'center', sm: 'flex-start' } }}>
            <ProfilePicture link={m.userProfileImageLink} alt={m.name} size={160} />
            <Box sx={{ flex: 1, width: '100%' }}>
              <DetailRows rows={rows(m)} missing={t('portal.common.notRecorded')} />
              {/* Beside the facts a relative may find wrong or missing. */}
              <ButtonRow sx={{ mt: 2 }}>
                <SuggestChangeButton subject={{ resource: 'family-members', record: m, partners: partners.data ?? [] }} />
              </ButtonRow>
            </Box>
          </Box>
        )}
      </RecordState>
      {member.data?.gender !== 'female' && partners.data?.length && children.data?.length ? (
        <Box component="section" aria-labelledby="member-children" sx={{ mt: 3 }}>
          <Typography id="member-children" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('family.children.byMother')}
          </Typography>
          <MotherGroups partners={partners.data} children={children.data} />
        </Box>
      ) : null}
      {member.data?.biography && (
        <StorySection id="member-story" title={t('resources.family-members.fields.biography')} text={member.data.biography} />
      )}
      {member.data && <MemberPhotos memberId={id} name={member.data.name} />}
      {seesPrivate(role) && member.data?.notes && (
        <StorySection id="member-notes" title={t('resources.family-members.fields.notes')} text={member.data.notes} aside />
      )}
      <ButtonRow sx={{ mt: 3 }}>
        {/* The tree of the whole family, centred on this person (not a tree of their descendants alone). */}
        <Button component={RouterLink} to={`${treeRootPath(config)}?${new URLSearchParams({ focus: id })}`} variant="contained">
          {t('family.detail.tree')}
        </Button>
        {mayOpen(role, `/family-members/${id}/edit`) && (
          <Button component={RouterLink} to={`/family-members/${id}/edit`} variant="outlined">
            {t('family.list.edit')}
          </Button>
        )}
        <GedcomBranchButton memberId={id} />
        <BackButton fallback={'/family-members'} />
      </ButtonRow>
    </PageSection>
  );
}

export const MemberDetailPage = withFamilyTexts(MemberDetail, PHOTO_PEOPLE_TEXTS);
