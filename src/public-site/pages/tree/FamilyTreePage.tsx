// `/family-tree/:id`: the family of member `id`, in three looks. The family view (the default) shows one
// person among parents, brothers and sisters, partners and children, as cards; the branches
// (`?view=focus`) show the line above and two generations below as a list, loaded a branch at a time; the
// overview (`?view=all`) draws every descendant of `id` as one zoomable picture; the pedigree
// (`?view=ancestors`) and the fan chart (`?view=fan`) show the person's ancestors on both lines. The look, the person in the centre or
// focus and the overview's zoom are kept in the address, so a shared link opens on the same people.
// The instructions are one tap away, beside the title.
import { Suspense } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { PageLoading } from '../../../ui/PageLoading.tsx';
import { lazyPage, type LazyPage, type RouteParams } from '../../routing/lazyPage.ts';
import { usePageTitle } from '../../usePageTitle.ts';
import { HttpError } from '../../../providers/httpClient.ts';
import { FamilyView } from './FamilyView.tsx';
import { FocusView } from './FocusView.tsx';
import { TreeSearch } from './TreeSearch.tsx';
import { TreeFailure } from './TreeFailure.tsx';
import { useCloseFamily } from './useCloseFamily.ts';
import { askTexts } from '../../../ui/i18n/earlyTexts.ts';
import { useTexts } from '../../../ui/i18n/withTexts.tsx';
import { arrivedFamilyView, getFamilyView, lookOf, TREE_LOOKS, type TreeLook } from './treeApi.ts';
import { useLoaded } from '../family/useLoaded.ts';
import { FAMILY_TEXTS } from '../family/familyTexts.ts';
import { QUERY_PARTS } from '../../../../common/routing/pageModules.ts';
import { TREE_TEXTS } from './treeTexts.ts';
import classes from './FamilyTreePage.module.css';

const TREE_AND_FAMILY_TEXTS = { ...TREE_TEXTS, ...FAMILY_TEXTS };

const Overview = lazyPage(
  () => import('./Overview.tsx'),
  (m) => m.Overview,
);
const AncestorsLook = lazyPage(
  () => import('./AncestorsLook.tsx'),
  (m) => m.AncestorsLook,
);
/**
 * The looks whose code is a chunk of its own: loaded with the page when its address asks for them, so that its first
 * render draws them. They are the looks QUERY_PARTS names, whose files the server names in the page it sends for such
 * an address: a look added to one and not the other fails the type check.
 */
const LOOK_CHUNKS: Partial<Record<TreeLook, Pick<LazyPage, 'preload'>>> = {
  all: Overview,
  ancestors: AncestorsLook,
  fan: AncestorsLook,
} satisfies Record<keyof (typeof QUERY_PARTS)['FamilyTree']['modules'], Pick<LazyPage, 'preload'>>;

function CloseFamilyView({ rootId, centreId, onCentre }: { rootId: string; centreId: number; onCentre: (id: number) => void }) {
  const { t } = useI18n();
  const { answer, known, load } = useCloseFamily(rootId, centreId);
  // Whether a member found with the search is in this tree: their close family answers, or is a 404.
  const inTree = (id: number) =>
    load(id).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return false;
        throw error;
      },
    );
  return (
    // A readable column: on a wide screen each row's buttons stay near its name.
    <div className={classes.branches}>
      <TreeSearch inTree={inTree} onFound={onCentre} label={t('tree.search.results')} />
      {answer.state === 'loading' && <PageLoading />}
      {answer.state === 'failed' && <TreeFailure error={answer.error} />}
      {answer.state === 'loaded' && <FocusView family={answer.family} known={known} load={load} onCentre={onCentre} />}
    </div>
  );
}

/** The family around `centreId`: any member of the family can be its centre, the root's tree or not. */
function FamilyLook({ centreId, onCentre }: { centreId: number; onCentre: (id: number) => void }) {
  const { t } = useI18n();
  const family = useLoaded(
    () => getFamilyView(centreId),
    String(centreId),
    () => arrivedFamilyView(centreId),
  );
  return (
    <div className={classes.family}>
      <TreeSearch inTree={() => Promise.resolve(true)} onFound={onCentre} label={t('tree.search.results')} />
      {family.error !== undefined && <TreeFailure error={family.error} />}
      {family.data ? <FamilyView family={family.data} onCentre={onCentre} /> : family.error === undefined && <PageLoading />}
    </div>
  );
}

function TreeBody({ rootId }: { rootId: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  // The overview writes its place into the address past the router; the look and the centre go through it.
  const { look, centreId } = lookOf(useLocation().search, rootId);
  const show = (next: TreeLook) => {
    // The person the overview's keyboard was on, or the focus view's centre, stays the one looked at.
    const focus = new URLSearchParams(window.location.search).get('focus') ?? String(centreId);
    void navigate(`?${new URLSearchParams(next === 'family' ? { focus } : { view: next, focus })}`);
  };
  const centre = (look: TreeLook) => (id: number) =>
    void navigate(`?${new URLSearchParams(look === 'family' ? { focus: String(id) } : { view: look, focus: String(id) })}`);
  return (
    <>
      <div role="group" aria-label={t('tree.view.label')} className={classes.looks}>
        {TREE_LOOKS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === look}
            onClick={() => value !== look && show(value)}
            className={classes.look}
          >
            {t(`tree.view.${value}`)}
          </button>
        ))}
      </div>
      {look === 'all' && (
        <Suspense fallback={<PageLoading />}>
          <Overview rootId={rootId} />
        </Suspense>
      )}
      {look === 'focus' && <CloseFamilyView rootId={rootId} centreId={centreId} onCentre={centre('focus')} />}
      {look === 'family' && <FamilyLook centreId={centreId} onCentre={centre('family')} />}
      {(look === 'ancestors' || look === 'fan') && (
        <Suspense fallback={<PageLoading />}>
          <AncestorsLook look={look} centreId={centreId} onCentre={centre(look)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Opened by its address: the texts, and the code of the look the address asks for, are loaded while the portal
 * starts (its first look's answer already is asked for: routing/firstReads.ts), so that the first render draws the look.
 */
export function prefetch(_params: RouteParams, search: string): Promise<void> | undefined {
  askTexts(TREE_TEXTS);
  askTexts(FAMILY_TEXTS);
  return LOOK_CHUNKS[lookOf(search, '').look]?.preload({});
}

export function FamilyTreePage() {
  // The family view's cards say the years and marks as the family pages do, in their texts.
  const ready = useTexts(TREE_AND_FAMILY_TEXTS);
  const { id = '' } = useParams();
  const { t } = useI18n();
  usePageTitle('portal.screens.FamilyTree');
  return (
    <section>
      <div className={classes.header}>
        <h1 className={classes.title}>{t('portal.screens.FamilyTree')}</h1>
        <RouterLink to="/family-tree-instruction" className={classes.help}>
          <HelpOutlineIcon fontSize="small" aria-hidden />
          {t('portal.screens.TreeInstructions')}
        </RouterLink>
      </div>
      {ready ? <TreeBody rootId={id} /> : <PageLoading />}
    </section>
  );
}
