import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useSuperuser } from '@/shared/lib/superuser-client';
import type { InstalledPlugin } from '@/shared/plugins';
import { usePluginCatalogue } from '@/shared/plugins';
import { PageHeader } from '@/shared/ui/page-header';
import { usePluginDialog } from '../hooks/use-plugin-dialog';
import type { CatalogueEntry } from '../lib/plugin-status';
import { pluginStatus } from '../lib/plugin-status';
import { ConsentDialog } from './consent-dialog';
import { PluginCard } from './plugin-card';
import { PluginDetailDialog } from './plugin-detail-dialog';
import { PluginsEmptyState } from './plugins-empty-state';
import { RemovePluginDialog } from './superuser/remove-plugin-dialog';
import { SuperuserArea } from './superuser/superuser-area';

/**
 * `/plugin`: the installed plugins, each with what it adds and may do, where it stands for the
 * user, and the way to enable (with consent), adjust or disable it; below, the superuser's install.
 */
export function PluginsPage() {
  const { t } = useTranslation();
  const catalogue = usePluginCatalogue();
  const superuser = useSuperuser();
  const { dialog, open, close } = usePluginDialog();
  const [removing, setRemoving] = useState<InstalledPlugin | null>(null);
  const entries: CatalogueEntry[] = catalogue.plugins.map((plugin) => ({
    plugin,
    grant: catalogue.grantOf(plugin),
  }));
  const ready = catalogue.status === 'ready';
  const chosen = dialog && entries.find((entry) => entry.plugin.pluginId === dialog.pluginId);
  const missing = ready && dialog !== null && !chosen;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <PageHeader title={t('plugins.title')} lead={t('plugins.lead')} />
      {missing && (
        <Alert severity="warning" onClose={close} sx={{ mb: 2 }}>
          {t('plugins.notInstalled', { id: dialog.pluginId })}
        </Alert>
      )}
      {catalogue.status === 'loading' && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} size={32} />
        </Box>
      )}
      {catalogue.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={catalogue.reload}>
              {t('plugins.retry')}
            </Button>
          }
        >
          {t('plugins.loadFailed')}
        </Alert>
      )}
      {ready && entries.length === 0 && <PluginsEmptyState />}
      {entries.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {entries.map((entry) => (
            <PluginCard
              key={entry.plugin.id}
              entry={entry}
              onEnable={() => open('enable', entry.plugin.pluginId)}
              onDetails={() => open('details', entry.plugin.pluginId)}
              onRemove={superuser ? () => setRemoving(entry.plugin) : undefined}
            />
          ))}
        </Box>
      )}
      <SuperuserArea onInstalled={catalogue.reload} />
      {chosen && dialog.kind === 'enable' && pluginStatus(chosen) !== 'on' ? (
        <ConsentDialog key={chosen.plugin.id} entry={chosen} onClose={close} />
      ) : (
        chosen && (
          <PluginDetailDialog
            key={chosen.plugin.id}
            entry={chosen}
            onEnable={() => open('enable', chosen.plugin.pluginId)}
            onClose={close}
          />
        )
      )}
      {removing && superuser && (
        <RemovePluginDialog
          plugin={removing}
          session={superuser}
          onClose={() => setRemoving(null)}
          onRemoved={catalogue.reload}
        />
      )}
    </Box>
  );
}
