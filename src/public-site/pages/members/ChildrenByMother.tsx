// A father's children under each of his wives, in the order of the marriages, then the children whose
// mother is not recorded: each child a way to their own record. The children list and the member's page
// share the grouping (common/model/childrenByMother.ts) and its headings.
import { nameWithFamily } from '../../../../common/model/personName.ts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { childrenByMother } from '../../../../common/model/childrenByMother.ts';
import type { Member, Partner } from '../../../providers/familyApi.ts';
import { useTranslate, type Translate } from '../../../ui/i18n/I18nProvider.tsx';
import { ButtonRow } from '../../ButtonRow.tsx';

/** A group's heading: "Children of Hind", or "Mother not recorded" for the children without one. */
export const motherHeading = (t: Translate, mother: { name: string; familyName?: string | null } | undefined): string =>
  mother ? t('family.children.ofMother', { name: nameWithFamily(mother) }) : t('family.children.noMother');

export interface MotherGroupsProps {
  partners: readonly Partner[];
  children: readonly Member[];
  /** What a group shows of its children; the member's page shows each as a link. */
  render?: (children: Member[]) => ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** The groups, each under its heading ("Children of Hind", "Mother not recorded"); a wife without children is left out. */
export function MotherGroups({ partners, children, render = (c) => <ChildLinks childList={c} />, headingLevel = 'h3' }: MotherGroupsProps) {
  const t = useTranslate();
  return childrenByMother(partners, children)
    .filter((g) => g.children.length > 0)
    .map((g) => {
      const heading = motherHeading(t, g.mother);
      return (
        <Box component="section" key={g.mother?.id ?? 'unknown'} aria-label={heading} sx={{ mb: 2 }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            <bdi>{heading}</bdi>
          </Typography>
          {render(g.children)}
        </Box>
      );
    });
}

function ChildLinks({ childList }: { childList: Member[] }) {
  return (
    <ButtonRow>
      {childList.map((c) => (
        <Button key={c.id} component={RouterLink} to={`/family-members/${c.id}`} size="small" variant="outlined">
          <bdi>{c.name}</bdi>
        </Button>
      ))}
    </ButtonRow>
  );
}
