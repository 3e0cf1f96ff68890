// The focus view, the tree page's first look: one person in the centre, the line from the root above,
// their children and grandchildren below as a branching list a thumb can follow. A deeper branch is
// asked for from the server when it is opened, so the page is as quick for a family of 100,000 as for
// a family of 100. Plain lists, links and buttons: a screen reader and the keyboard read it as it is.
import { useEffect, useState, type CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { TreePerson } from '../../../../common/model/closeFamily.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { errorText } from '../../../ui/errors.ts';
import { localDigits } from '../../../../common/model/translate.ts';
import { markFirstFrame } from './firstFrame.ts';
import { isolate } from './personLabel.ts';
import { LineAbove } from './LineAbove.tsx';
import { useTreePalette } from './treePalette.ts';
import type { KnownFamily } from './useCloseFamily.ts';
import type { CloseFamily } from '../../../../common/model/closeFamily.ts';
import classes from './FocusView.module.css';

/** What a branch needs from the view: what is known, and how to open a branch or move the centre. */
interface BranchContext {
  known: KnownFamily;
  load: (id: number) => Promise<CloseFamily>;
  onCentre: (id: number) => void;
  year: (y: number) => string;
}

/** The gender's colour as a dot before the name, as the overview draws it. */
function GenderDot({ person }: { person: TreePerson }) {
  const palette = useTreePalette();
  const gender = { '--gender': person.gender === 'f' ? palette.female : palette.male } as CSSProperties;
  return <span aria-hidden className={classes.dot} style={gender} />;
}

function Branch({ person, context, startOpen }: { person: TreePerson; context: BranchContext; startOpen: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(startOpen);
  const [failure, setFailure] = useState<unknown>();
  const children = context.known.children.get(person.id);
  const name = isolate(person.name);
  const toggle = () => {
    setOpen(!open);
    setFailure(undefined);
    if (!open && !children) context.load(person.id).catch(setFailure);
  };
  return (
    <li className={classes.branch}>
      <div className={classes.row}>
        {person.children > 0 ? (
          <button
            type="button"
            className={classes.iconButton}
            aria-expanded={open}
            aria-label={t(open ? 'tree.fold.fold' : 'tree.fold.unfold', { name })}
            onClick={toggle}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </button>
        ) : (
          <span className={classes.noFold} />
        )}
        <GenderDot person={person} />
        <span className={classes.person}>
          {/* dir="auto" isolates the name, so an Arabic name in an English line keeps its figures beside it. */}
          <RouterLink to={`/family-members/${person.id}`} dir="auto" className={classes.name}>
            {person.name}
          </RouterLink>
          <span className={classes.facts}>
            {person.born > 0 && <bdi>{context.year(person.born)}</bdi>}
            {person.children > 0 && <bdi>{t('tree.focus.childCount', { count: person.children, smart_count: person.children })}</bdi>}
          </span>
        </span>
        <button
          type="button"
          className={classes.iconButton}
          aria-label={t('tree.focus.centre', { name })}
          onClick={() => context.onCentre(person.id)}
        >
          <CenterFocusStrongIcon />
        </button>
      </div>
      {open && failure !== undefined && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {errorText(failure, t)}
        </Alert>
      )}
      {open && failure === undefined && !children && <LinearProgress aria-label={t('portal.common.loading')} sx={{ mx: 2, mb: 1 }} />}
      {open && children && children.length > 0 && <BranchList people={children} context={context} nested />}
    </li>
  );
}

function BranchList({
  people,
  context,
  nested,
  startOpen = false,
}: {
  people: readonly TreePerson[];
  context: BranchContext;
  nested?: boolean;
  startOpen?: boolean;
}) {
  return (
    <ul className={nested ? `${classes.list} ${classes.nested}` : classes.list}>
      {people.map((person) => (
        <Branch key={person.id} person={person} context={context} startOpen={startOpen} />
      ))}
    </ul>
  );
}

export interface FocusViewProps {
  family: CloseFamily;
  known: KnownFamily;
  load: (id: number) => Promise<CloseFamily>;
  onCentre: (id: number) => void;
}

export function FocusView({ family, known, load, onCentre }: FocusViewProps) {
  const { t, lang } = useI18n();
  const palette = useTreePalette();
  const context: BranchContext = { known, load, onCentre, year: localDigits(lang) };
  const { member, line } = family;
  const children = known.children.get(member.id) ?? [];
  useEffect(markFirstFrame, []);
  return (
    <Box data-testid="tree-focus">
      <LineAbove line={line} onCentre={onCentre} />
      <Paper
        component="section"
        aria-labelledby="tree-centre-name"
        sx={{ p: 2, mb: 2, borderInlineStart: 6, borderInlineStartColor: member.gender === 'f' ? palette.female : palette.male }}
      >
        <Typography id="tree-centre-name" variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{member.name}</bdi>
        </Typography>
        {member.born > 0 && <Typography color="text.secondary">{t('tree.focus.born', { year: context.year(member.born) })}</Typography>}
        <Button component={RouterLink} to={`/family-members/${member.id}`} variant="contained" sx={{ mt: 1 }}>
          {t('tree.focus.open')}
        </Button>
      </Paper>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {t('tree.focus.children')}
      </Typography>
      {children.length > 0 ? (
        // The member's children start open, showing the grandchildren the answer brought with them.
        <BranchList key={member.id} people={children} context={context} startOpen />
      ) : (
        <Typography color="text.secondary">{t('tree.focus.noChildren')}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('tree.focus.help')}
      </Typography>
    </Box>
  );
}
