// A person's years and, when they are no longer living, the mark that says so (lifeSpan.ts): under the
// name on their page and in their card, and in their directory row.
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { lifeMark, lifeYears, type Life } from './lifeSpan.ts';
import classes from './LifeLine.module.css';

/** "Deceased" or "Probably deceased" as a small outlined label; nothing for the living. */
export function LifeMark({ life }: { life: Life }) {
  const t = useTranslate();
  const mark = lifeMark(life, t);
  // A span, so that it may stand inside a line of text (a list row's secondary line is a paragraph).
  return mark ? <span className={classes.mark}>{mark}</span> : null;
}

/** The years and the mark on one line, `centred` under a card's name when they wrap; nothing when neither is known. */
export function LifeLine({ life, centred = false }: { life: Life; centred?: boolean }) {
  const t = useTranslate();
  const years = lifeYears(life, t);
  if (!years && !lifeMark(life, t)) return null;
  return (
    <span className={centred ? `${classes.line} ${classes.centred}` : classes.line}>
      {years && <span>{years}</span>}
      <LifeMark life={life} />
    </span>
  );
}
