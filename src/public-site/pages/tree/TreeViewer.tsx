// The whole-family overview: the drawn tree, moved like a map, with a keyboard focus that walks from
// relative to relative, buttons to zoom, and the list of the people in view for screen readers.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { debounce } from '@mui/material/utils';
import type { ZoomTransform } from 'd3-zoom';
import { localDigits } from '../../../../common/model/translate.ts';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { indexTree, type TreeIndex } from './spatialIndex.ts';
import type { TreeLayout } from './treeLayout.ts';
import { isArrowKey, moveFocus } from './relativeMoves.ts';
import { peopleInView, type PeopleInView } from './peopleInView.ts';
import { PeopleInViewList } from './PeopleInViewList.tsx';
import { personLabel } from './personLabel.ts';
import { TreeControls } from './TreeControls.tsx';
import { lineUp } from './lineage.ts';
import { onPath, relationLines, relationsBetween } from './relation.ts';
import { RelationPanel, RelationResult, type Slot } from './RelationPanel.tsx';
import { RelationGuide } from './RelationGuide.tsx';
import { keyboardOnly } from './keyboardOnly.ts';
import { TreeExport } from './TreeExport.tsx';
import { PosterDialog } from './PosterDialog.tsx';
import { posterPhotos } from './posterPhotos.ts';
import { TreeSearch } from './TreeSearch.tsx';
import { download, pngScale, treePng, treeSvg, wholeFrame } from './exportTree.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { descendantCounts, hiddenBy, toggled } from './folding.ts';
import { foldedLayout, readableFolding } from './foldedLayout.ts';
import { hasChildren, toggleAt, togglePlace, toggleText, type Folding } from './foldToggle.ts';
import { CARDS_FROM, dotRadius, NAMES_FROM, visibleBox, type CardPhoto } from './drawTree.ts';
import { isolate } from './personLabel.ts';
import { lineSeparator } from './lineSeparator.ts';
import { useElementSize } from './useElementSize.ts';
import { useTreePainter } from './useTreePainter.ts';
import { useAfterFirstFrame } from './firstFrame.ts';
import { useTreePalette } from './treePalette.ts';
import { currentTransform, FIRST_ZOOM, toView, useTreeZoom, ZOOM_STEP } from './useTreeZoom.ts';
import type { QueryView, TreeView } from './viewQuery.ts';
import { visuallyHidden } from './visuallyHidden.ts';

/** How far (CSS pixels) from a dot a tap still counts as on it: a finger is not a mouse pointer. */
const TAP_SLACK = 14;
/**
 * How long a view rests before the address and the screen reader's list follow it: followed while it moved, every
 * few frames re-rendered the page and the list, and those frames came late on a phone (bench/tree-canvas.ts, P2).
 */
const FOLLOW_MS = 300;

export interface TreeViewerProps {
  /** The whole family laid out, nothing folded. */
  layout: TreeLayout;
  /** The view and the folded branches the address asks for; a first look with neither folds what does not fit. */
  initial: QueryView;
  onViewChange: (view: TreeView, focusId: number, folded: number[]) => void;
}

const NOTHING_FOLDED: ReadonlySet<number> = new Set();
const NOTHING_INDEXED: TreeIndex = { within: () => [], at: () => -1 };

export function TreeViewer({ layout: family, initial, onViewChange }: TreeViewerProps) {
  const { t, lang, dir } = useI18n();
  const navigate = useNavigate();
  const palette = useTreePalette();
  const { ref: setCanvas, element: canvas, size } = useElementSize<HTMLCanvasElement>();
  const [focus, setFocus] = useState(() => family.indexOf.get(initial.focusId ?? -1) ?? 0);
  const [inView, setInView] = useState<PeopleInView>({ people: [], more: 0, transform: { x: 0, y: 0, k: 1 } });
  /** The member found with the search, whose line from the root is marked; -1 for none. */
  const [found, setFound] = useState(-1);
  /** Members whose branch is folded, by index; undefined until a branch is folded or unfolded by hand. */
  const [foldedByHand, setFoldedByHand] = useState<ReadonlySet<number> | undefined>(() =>
    initial.view || initial.folded.length > 0
      ? new Set(initial.folded.map((id) => family.indexOf.get(id) ?? -1).filter((i) => i >= 0))
      : undefined,
  );
  // A first look folds by the drawing's width when it is first known: turning the phone later keeps it.
  const [firstWidth, setFirstWidth] = useState(0);
  if (firstWidth === 0 && size.width > 0) setFirstWidth(size.width);
  const folded = useMemo(
    () => foldedByHand ?? (firstWidth > 0 ? readableFolding(family, firstWidth / FIRST_ZOOM) : NOTHING_FOLDED),
    [family, foldedByHand, firstWidth],
  );
  const layout = useMemo(() => foldedLayout(family, folded), [family, folded]);
  const below = useMemo(() => descendantCounts(layout), [layout]);
  const hidden = useMemo(() => hiddenBy(layout, folded), [layout, folded]);
  const folding: Folding = useMemo(() => ({ folded, below }), [folded, below]);
  // A first look knows what it folds once the drawing's width is known, and draws nothing before: until then
  // nothing is indexed (an index of every member of a large family would be built for one render).
  const foldingKnown = foldedByHand !== undefined || firstWidth > 0;
  const visible = useMemo(() => (foldingKnown ? indexTree(layout, hidden) : NOTHING_INDEXED), [foldingKnown, layout, hidden]);
  // How are we related: the signed-in member (when linked to one in this tree) unless another first person is chosen, and a second.
  const memberId = useSession().user?.memberId;
  const you = memberId == null ? -1 : (layout.indexOf.get(memberId) ?? -1);
  /** The people chosen; the first is null while it is the signed-in member by default. */
  const [chosen, setChosen] = useState<{ first: number | null; second: number }>({ first: null, second: -1 });
  const [choosing, setChoosing] = useState<Slot | null>(null);
  /** Both were just chosen: the answer stays above the drawing until closed. */
  const [answered, setAnswered] = useState(false);
  const [posterOpen, setPosterOpen] = useState(false);
  /** Where the guide sits in the page (it sticks to the top of the screen, so it cannot say where that is itself). */
  const guidePlace = useRef<HTMLSpanElement>(null);
  const first = chosen.first ?? you;
  const firstIsYou = first >= 0 && first === you;
  const relations = useMemo(
    () => (first >= 0 && chosen.second >= 0 ? relationsBetween(layout, first, chosen.second) : []),
    [layout, first, chosen.second],
  );
  const marked = useMemo(
    () =>
      (relations.length > 0
        ? [...new Set(relations.flatMap((r) => relationLines(layout, first, r)))]
        : found >= 0
          ? lineUp(layout, found)
          : []
      ).filter((i) => !hidden[i]),
    [layout, first, relations, found, hidden],
  );
  const foldedIds = useMemo(() => [...folded].map((i) => layout.ids[i]), [layout, folded]);

  const year = localDigits(lang);

  const follow = useMemo(
    () =>
      debounce((moved: ZoomTransform, focused: number) => {
        setInView(peopleInView(layout, visible, moved, size));
        onViewChange(toView(moved, size), layout.ids[focused], foldedIds);
      }, FOLLOW_MS),
    [layout, visible, size, onViewChange, foldedIds],
  );
  useEffect(() => follow.clear, [follow]);

  const frame = useCallback(
    () => ({ layout, index: visible, transform: currentTransform(canvas), focus, marked, palette, year, folding }),
    [canvas, layout, visible, focus, marked, palette, year, folding],
  );
  const paint = useTreePainter(canvas, size, frame);
  const belowShown = useAfterFirstFrame();
  const onMove = useCallback(
    (moved: ZoomTransform) => {
      paint();
      follow(moved, focus);
    },
    [paint, follow, focus],
  );
  const zoom = useTreeZoom(canvas, layout, size, initial.view, onMove);
  useEffect(() => follow(currentTransform(canvas), focus), [canvas, focus, follow]);

  /** Flies to these members as the chart draws them now. */
  const flyToMembers = (members: readonly number[]) => (members.length > 1 ? zoom.flyToAll(members) : zoom.flyTo(members[0]));
  /** The member whose branch was just folded or unfolded, and where it was drawn: it stays there as the chart closes up or opens. */
  const anchor = useRef<{ i: number; x: number } | null>(null);
  /** Members to fly to once the branches above them are open and the chart laid out anew. */
  const flight = useRef<readonly number[] | null>(null);
  useLayoutEffect(() => {
    if (anchor.current) zoom.shift(anchor.current.x - layout.x[anchor.current.i], 0);
    if (flight.current) flyToMembers(flight.current);
    anchor.current = null;
    flight.current = null;
  });

  /** Folds or unfolds member `i`'s branch; the keyboard's focus stays in sight, on `i` when it was below. */
  const toggle = (i: number) => {
    if (!hasChildren(layout, i)) return;
    const next = toggled(folded, i);
    anchor.current = { i, x: layout.x[i] };
    setFoldedByHand(next);
    if (hiddenBy(layout, next)[focus]) setFocus(i);
  };

  /** Opens the folded branches above these members, so they are drawn, and flies to them. */
  const showMembers = (members: readonly number[]) => {
    const lines = new Set(members.flatMap((i) => lineUp(layout, i).slice(1)));
    if (![...folded].some((j) => lines.has(j))) return flyToMembers(members);
    flight.current = members;
    setFoldedByHand(new Set([...folded].filter((j) => !lines.has(j))));
  };

  /** Takes member `i` as the person being chosen for the relation, then asks for the other one or shows the path. */
  const choose = (slot: Slot, i: number) => {
    const otherChosen = slot === 'first' ? chosen.second >= 0 : first >= 0;
    setChoosing(otherChosen ? null : slot === 'first' ? 'second' : 'first');
    setAnswered(otherChosen);
    setChosen((c) => ({ ...c, [slot]: i }));
    setFocus(i);
    const [a, b] = slot === 'first' ? [i, chosen.second] : [first, i];
    const paths = a >= 0 && b >= 0 ? relationsBetween(layout, a, b) : [];
    const members = paths.length > 0 ? [...new Set(paths.flatMap((path) => onPath(a, path)))] : [i];
    showMembers(members);
    canvas?.focus();
  };

  /** Waits for a person to be chosen: what to do, the search and the drawing, above the panel, are brought into sight. */
  const startChoosing = (slot: Slot | null) => {
    // Drawn first, so the page goes to the guide as it stands (and the browser's scroll anchoring does not move it past).
    flushSync(() => {
      setChoosing(slot);
      setAnswered(false);
    });
    if (slot) guidePlace.current?.scrollIntoView({ block: 'start' });
  };

  const onFound = (id: number) => {
    const i = layout.indexOf.get(id)!;
    if (choosing) return choose(choosing, i);
    // A member inside a folded branch is shown: the branches above them open.
    showMembers([i]);
    setFound(i);
    setFocus(i);
    // The keyboard goes on from the found member, and a phone scrolls the drawing into sight.
    canvas?.focus();
  };

  const open = (i: number) => void navigate(`/family-members/${layout.ids[i]}`);

  const onClick = (event: MouseEvent<HTMLCanvasElement>) => {
    const now = currentTransform(canvas);
    const [x, y] = now.invert([event.nativeEvent.offsetX, event.nativeEvent.offsetY]);
    const near = visible.within({ minX: x - 100 / now.k, minY: y - 40 / now.k, maxX: x + 100 / now.k, maxY: y + 40 / now.k });
    const control =
      now.k >= NAMES_FROM
        ? toggleAt(layout, near, (i) => placeOf(i, now.k), now, event.nativeEvent.offsetX, event.nativeEvent.offsetY)
        : -1;
    if (control >= 0) return toggle(control);
    const hit = visible.at(x, y, TAP_SLACK / now.k);
    if (hit >= 0 && choosing) choose(choosing, hit);
    else if (hit >= 0) open(hit);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (isArrowKey(event.key)) {
      const next = event.key === 'ArrowDown' && folded.has(focus) ? focus : moveFocus(layout, focus, event.key);
      setFocus(next);
      zoom.reveal(next);
    } else if (event.key === 'Enter' && choosing) choose(choosing, focus);
    else if (event.key === 'Enter') open(focus);
    else if (event.key === ' ') toggle(focus);
    else if (event.key === 'Escape' && choosing) setChoosing(null);
    else if (event.key === '+' || event.key === '=') zoom.zoomBy(ZOOM_STEP, focus);
    else if (event.key === '-') zoom.zoomBy(1 / ZOOM_STEP, focus);
    else return;
    event.preventDefault();
  };

  const exportFrame = () => ({ ...frame(), width: size.width, height: size.height });
  const fileName = `family-tree-${layout.ids[0]}`;
  const savePng = () => void treePng(exportFrame()).then((png) => download(png, `${fileName}.png`));
  const saveSvg = () => download(new Blob([treeSvg(exportFrame())], { type: 'image/svg+xml' }), `${fileName}.svg`);
  // The poster carries the pictures of those who have one; without them when they cannot be had.
  const saveWhole = async () => {
    const whole = wholeFrame(exportFrame());
    const shown = whole.index.within(visibleBox(whole.transform, whole.width, whole.height));
    const photos = await posterPhotos(layout, shown).catch(() => new Map<number, CardPhoto>());
    download(new Blob([treeSvg({ ...whole, photos })], { type: 'image/svg+xml' }), `${fileName}-whole.svg`);
  };

  const placeOf = (i: number, k: number) => togglePlace(layout, i, k, k >= CARDS_FROM, dotRadius(k), toggleText(folding, i, year));
  const focused = folded.has(focus)
    ? t('tree.fold.folded', { name: personLabel(t, layout, focus), count: below[focus], smart_count: below[focus] })
    : personLabel(t, layout, focus);
  const relationProps = { layout, first, second: chosen.second, you, relations };
  return (
    <>
      <span ref={guidePlace} />
      {(choosing || answered) && (
        <RelationGuide
          choosing={choosing}
          firstIsYou={firstIsYou}
          otherChosen={choosing === 'first' ? chosen.second >= 0 : first >= 0}
          result={<RelationResult {...relationProps} />}
          onCancel={() => setChoosing(null)}
          onClose={() => setAnswered(false)}
        />
      )}
      <TreeSearch inTree={(id) => layout.indexOf.has(id)} onFound={onFound} label={t('tree.search.results')} />
      {found >= 0 && (
        <Typography variant="body2" role="status" data-testid="tree-found" sx={{ mb: 1 }}>
          {t('tree.search.line', {
            line: lineUp(layout, found)
              .toReversed()
              .map((i) => isolate(layout.names[i]))
              .join(` ${lineSeparator(dir)} `),
          })}
        </Typography>
      )}
      {/* On a phone the buttons are a row above the drawing, not over it; wider, they float in its corner. */}
      <Box sx={{ position: 'relative' }}>
        <TreeControls
          onZoomIn={() => zoom.zoomBy(ZOOM_STEP, focus)}
          onZoomOut={() => zoom.zoomBy(1 / ZOOM_STEP, focus)}
          onFit={zoom.fit}
          fold={
            hasChildren(layout, focus) ? { folded: folded.has(focus), name: layout.names[focus], onToggle: () => toggle(focus) } : undefined
          }
        />
        <Box
          sx={{
            position: 'relative',
            height: { xs: '65vh', tablet: '72vh' },
            minHeight: 320,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <canvas
            ref={setCanvas}
            tabIndex={0}
            role="application"
            aria-label={t('tree.canvas')}
            aria-describedby="tree-help tree-keys tree-focused"
            data-testid="tree-canvas"
            onClick={onClick}
            onKeyDown={onKeyDown}
            style={{ display: 'block', width: '100%', height: '100%', cursor: 'grab' }}
          />
        </Box>
      </Box>
      <Typography id="tree-help" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('tree.help')}
      </Typography>
      <Typography id="tree-keys" variant="body2" color="text.secondary" sx={{ ...keyboardOnly, mt: 0.5 }}>
        {t('tree.keys')}
      </Typography>
      <Box id="tree-focused" role="status" data-testid="tree-focused" sx={visuallyHidden}>
        {focused}
      </Box>
      {/* Below the drawing: rendered once the drawing has been shown (firstFrame.ts). */}
      {belowShown && (
        <>
          <TreeExport
            onPng={savePng}
            onSvg={saveSvg}
            onWhole={() => void saveWhole()}
            onPdf={() => setPosterOpen(true)}
            capped={pngScale(size.width, size.height) < 1}
          />
          <PosterDialog open={posterOpen} onClose={() => setPosterOpen(false)} frame={exportFrame} fileName={fileName} />
          <RelationPanel
            {...relationProps}
            youOutside={memberId != null && you < 0}
            choosing={choosing}
            onChoose={startChoosing}
            onChooseYou={() => setChosen((c) => ({ ...c, first: null }))}
          />
        </>
      )}
      {/* The list for screen readers follows the view once it rests (FOLLOW_MS), and its first one the first frame:
          laid out before that frame, it was a fifth of the page's layout there on the phone profile. */}
      {belowShown && (
        <PeopleInViewList
          layout={layout}
          inView={inView}
          folding={folding}
          place={(i, k) => (hasChildren(layout, i) && k >= NAMES_FROM ? placeOf(i, k) : undefined)}
        />
      )}
    </>
  );
}
