// How a member is named in text: the name with the birth year when known. The name is isolated
// (Unicode FSI..PDI), so an Arabic name inside an English sentence keeps its own direction and does
// not drag the punctuation and numbers around it.
import { isolate } from '../../../../common/model/bidi.ts';
import type { Translate } from '../../../ui/i18n/I18nProvider.tsx';
import type { TreeLayout } from './treeLayout.ts';

export { isolate };

export function personLabel(t: Translate, layout: TreeLayout, i: number): string {
  const name = isolate(layout.names[i]);
  return layout.born[i] ? t('tree.nameBorn', { name, year: layout.born[i] }) : name;
}
