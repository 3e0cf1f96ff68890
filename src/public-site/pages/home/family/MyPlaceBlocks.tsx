// The family home's blocks about the reader: their record and branch, their suggestions, and for a
// moderator or an admin what waits for them.
import type { FamilyHome } from '../../../../../common/generated/api.ts';
import { directoryName } from '../../../../../common/model/personName.ts';
import { useI18n } from '../../../../ui/i18n/I18nProvider.tsx';
import { treeRootPath, useSiteConfig } from '../../../config/siteConfig.ts';
import { BlockLine, BlockList, HomeBlock } from './HomeBlock.tsx';

export function MineBlock({ myMember, mySuggestions }: Pick<FamilyHome, 'myMember' | 'mySuggestions'>) {
  const { t } = useI18n();
  const config = useSiteConfig();
  // Only the counts there are: "0 of your suggestions were declined" is no news.
  const counts = (['accepted', 'rejected', 'waiting'] as const).filter((state) => mySuggestions[state] > 0);
  return (
    <HomeBlock id="mine" title={t('familyHome.mine.title')} to="/my-suggestions" linkText={t('familyHome.mine.suggestions')}>
      <BlockList>
        {myMember && (
          <>
            <BlockLine to={`/family-members/${myMember.id}`} text={t('familyHome.mine.record')} detail={directoryName(myMember)} />
            <BlockLine
              to={`${treeRootPath(config)}?${new URLSearchParams({ focus: String(myMember.id) })}`}
              text={t('familyHome.mine.branch')}
            />
          </>
        )}
        {counts.map((state) => (
          <BlockLine key={state} to="/my-suggestions" text={t(`familyHome.mine.${state}`, { smart_count: mySuggestions[state] })} />
        ))}
      </BlockList>
    </HomeBlock>
  );
}

/** For a moderator the suggestions that wait, for an admin the permission requests too; nothing when none wait. */
export function WaitingBlock({
  waitingSuggestions = 0,
  permissionRequests = 0,
}: Pick<FamilyHome, 'waitingSuggestions' | 'permissionRequests'>) {
  const { t } = useI18n();
  if (waitingSuggestions === 0 && permissionRequests === 0) return null;
  return (
    <HomeBlock id="waiting" title={t('familyHome.waiting.title')} to="/adminboard" linkText={t('portal.nav.admin')}>
      <BlockList>
        {waitingSuggestions > 0 && (
          <BlockLine to="/adminboard/suggestions" text={t('familyHome.waiting.suggestions', { smart_count: waitingSuggestions })} />
        )}
        {permissionRequests > 0 && (
          <BlockLine
            to="/adminboard/permissionRequestUsers/"
            text={t('familyHome.waiting.requests', { smart_count: permissionRequests })}
          />
        )}
      </BlockList>
    </HomeBlock>
  );
}
