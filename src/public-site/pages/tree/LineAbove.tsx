// The line of fathers above the person in the centre, the first ancestor first, as buttons that move the
// centre up: the branches and the family view both keep it at the top of the screen as the page scrolls
// (the family view scrolls to the person in the centre), so the way to the root is always one tap. A long
// line shows its first ancestor and the last three fathers, with a button between them that shows the rest.
// Plain elements and a style sheet: it is on the tree's first screen (src/public-site/README.md).
import { Fragment, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../ui/i18n/I18nProvider.tsx';
import { lineSeparator } from './lineSeparator.ts';
import classes from './LineAbove.module.css';

/** A line longer than this is shortened to its first ancestor and its last three. */
const SHOWN_WHOLE = 5;
const FIRST_SHOWN = 1;
const LAST_SHOWN = 3;

type Person = { id: number; name: string };

export function LineAbove({ line, onCentre }: { line: readonly Person[]; onCentre: (id: number) => void }) {
  const { t, dir } = useI18n();
  const [whole, setWhole] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Only the reader's tap shows it whole: the keyboard goes on from the first name that came into sight.
    if (whole) list.current?.querySelectorAll('button')[FIRST_SHOWN]?.focus();
  }, [whole]);
  if (line.length === 0) return null;
  const shortened = !whole && line.length > SHOWN_WHOLE;
  const steps: readonly (Person | 'more')[] = shortened ? [...line.slice(0, FIRST_SHOWN), 'more', ...line.slice(-LAST_SHOWN)] : line;
  return (
    <nav aria-label={t('tree.focus.line')} className={classes.line}>
      <ol ref={list} className={classes.steps}>
        {steps.map((step, i) => (
          <Fragment key={step === 'more' ? 'more' : step.id}>
            {i > 0 && (
              <li aria-hidden="true" className={classes.separator}>
                {lineSeparator(dir)}
              </li>
            )}
            <li>
              {step === 'more' ? (
                <button type="button" className={classes.more} aria-label={t('tree.focus.showLine')} onClick={() => setWhole(true)}>
                  …
                </button>
              ) : (
                <button type="button" className={classes.step} dir="auto" onClick={() => onCentre(step.id)}>
                  {step.name}
                </button>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
