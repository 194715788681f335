import type { PluginActivityAction } from '@hearth/shared';
import { quoted } from '@/shared/chat/chat-filter';
import { loadPb } from '@/shared/lib/load-pb';

/** One entry of a plugin's activity log (`plugin_activity`), as the user reads it. */
export interface PluginActivity {
  id: string;
  plugin: string;
  action: PluginActivityAction;
  detail: string;
  chat: string;
  created: string;
}

/** One page of the log, newest first, and whether older entries remain. */
export interface ActivityPage {
  items: PluginActivity[];
  hasMore: boolean;
}

export const ACTIVITY_PAGE_SIZE = 20;

/** The signed-in user's activity of `plugin` (record id), page `page` (from 1), newest first. */
export async function fetchActivity(plugin: string, page: number): Promise<ActivityPage> {
  const { pb } = await loadPb();
  const result = await pb
    .collection<PluginActivity>('plugin_activity')
    .getList(page, ACTIVITY_PAGE_SIZE, {
      filter: `plugin = ${quoted(plugin)}`,
      sort: '-created,-id',
      // note: the totals cost a count query; "is there more" only needs a full page.
      skipTotal: true,
      requestKey: null,
    });
  return { items: result.items, hasMore: result.items.length === ACTIVITY_PAGE_SIZE };
}
