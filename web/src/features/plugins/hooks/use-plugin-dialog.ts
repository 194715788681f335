import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Which dialog of `/plugin` is open, for which plugin (manifest id). */
export type PluginDialog = { kind: 'enable' | 'details'; pluginId: string } | null;

const PARAMS = { enable: 'enable', details: 'plugin' } as const;

/**
 * The open dialog lives in the address: `?enable=<pluginId>` opens the consent dialog (the chat's
 * "Enable" offer links there), `?plugin=<pluginId>` a plugin's details. Opening and closing
 * replace the entry, so Back leaves the page rather than stepping through dialogs.
 */
export function usePluginDialog(): {
  dialog: PluginDialog;
  open: (kind: 'enable' | 'details', pluginId: string) => void;
  close: () => void;
} {
  const [params, setParams] = useSearchParams();
  const enable = params.get(PARAMS.enable);
  const details = params.get(PARAMS.details);
  const dialog: PluginDialog = enable
    ? { kind: 'enable', pluginId: enable }
    : details
      ? { kind: 'details', pluginId: details }
      : null;

  const open = useCallback(
    (kind: 'enable' | 'details', pluginId: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PARAMS.enable);
          next.delete(PARAMS.details);
          next.set(PARAMS[kind], pluginId);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PARAMS.enable);
          next.delete(PARAMS.details);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { dialog, open, close };
}
