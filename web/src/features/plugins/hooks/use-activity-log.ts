import { useCallback, useEffect, useState } from 'react';
import type { PluginActivity } from '../lib/plugin-activity-api';
import { fetchActivity } from '../lib/plugin-activity-api';

export interface ActivityLog {
  items: PluginActivity[];
  status: 'loading' | 'ready' | 'failed';
  hasMore: boolean;
  /** Loads the next (older) page; after a failure, retries the page that failed. */
  loadMore: () => void;
}

interface Pages {
  plugin: string;
  items: PluginActivity[];
  loaded: number;
  status: ActivityLog['status'];
  hasMore: boolean;
}

const start = (plugin: string): Pages => ({
  plugin,
  items: [],
  loaded: 0,
  status: 'loading',
  hasMore: false,
});

/** A plugin's activity log (record id), newest first, one page at a time. */
export function useActivityLog(plugin: string): ActivityLog {
  const [pages, setPages] = useState<Pages>(() => start(plugin));
  const current = pages.plugin === plugin ? pages : start(plugin);

  const fetchPage = useCallback(
    (page: number) => {
      fetchActivity(plugin, page).then(
        (result) =>
          setPages((previous) => {
            const state = previous.plugin === plugin ? previous : start(plugin);
            if (state.loaded >= page) return state;
            const seen = new Set(state.items.map((item) => item.id));
            const fresh = result.items.filter((item) => !seen.has(item.id));
            return {
              plugin,
              items: [...state.items, ...fresh],
              loaded: page,
              status: 'ready',
              hasMore: result.hasMore,
            };
          }),
        () =>
          setPages((previous) => ({
            ...(previous.plugin === plugin ? previous : start(plugin)),
            status: 'failed',
          })),
      );
    },
    [plugin],
  );

  // note: the state starts as loading, so the first page only has to be asked for.
  useEffect(() => fetchPage(1), [fetchPage]);

  const next = current.loaded + 1;
  const loadMore = useCallback(() => {
    setPages((previous) => ({
      ...(previous.plugin === plugin ? previous : start(plugin)),
      status: 'loading',
    }));
    fetchPage(next);
  }, [fetchPage, plugin, next]);
  return {
    items: current.items,
    status: current.status,
    hasMore: current.hasMore,
    loadMore,
  };
}
