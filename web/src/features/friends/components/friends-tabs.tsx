import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '@/i18n/i18n';
import type { FriendTab } from '../hooks/use-friends-tab';
import { FRIEND_TABS } from '../hooks/use-friends-tab';

/** The id of a tab and of its panel, for `aria-controls` and `aria-labelledby`. */
export const tabId = (tab: FriendTab) => `friends-tab-${tab}`;
export const panelId = (tab: FriendTab) => `friends-panel-${tab}`;

/** The friends page's lists as tabs, each with its count (scrolling sideways on phones). */
export function FriendsTabs(props: {
  value: FriendTab;
  counts: Partial<Record<FriendTab, number>>;
  highlight: FriendTab | null;
  onChange: (tab: FriendTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={props.value}
      onChange={(_event, tab: FriendTab) => props.onChange(tab)}
      aria-label={t('friends.tabs.label')}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {FRIEND_TABS.map((tab) => {
        const label = t(`friends.tabs.${tab}`);
        const count = props.counts[tab];
        return (
          <Tab
            key={tab}
            value={tab}
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            aria-label={count ? t('people.withCount', { label, count }) : undefined}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {label}
                {Boolean(count) && (
                  <Chip
                    size="small"
                    label={count}
                    color={props.highlight === tab ? 'primary' : 'default'}
                    aria-hidden="true"
                    sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }}
                  />
                )}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
