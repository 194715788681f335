import type { Capability, PluginManifest } from '@hearth/plugin-sdk';
import { isCapability } from '@hearth/plugin-sdk';
import type { PluginBundleCheck } from '@hearth/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { InstalledPlugin } from '@/shared/plugins';
import { usePluginWords } from '@/features/plugins/lib/use-plugin-words';
import { CapabilityList } from '../capability-list';
import { ContributionList } from '../contribution-list';

/** The bundle's plugin as the catalogue would show it once installed. */
function preview(manifest: PluginManifest): InstalledPlugin {
  return {
    id: '',
    pluginId: manifest.id,
    version: manifest.version,
    manifest,
    capabilities: manifest.capabilities,
    iconUrl: '',
  };
}

function Changes(props: { title: string; items: string[] }) {
  if (props.items.length === 0) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {props.title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {props.items.map((item) => (
          <Typography component="li" variant="body2" key={item}>
            {item}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * What installing a bundle would do, from the server's check: the plugin, its size, and for an
 * update the version change and what it asks for that it did not (and no longer asks for).
 */
export function BundleCheckSummary({ check }: { check: PluginBundleCheck }) {
  const { t, i18n } = useTranslation();
  const words = usePluginWords();
  const plugin = preview(check.manifest);
  const name = words.text(check.manifest.name);
  const capabilities = (values: string[]) =>
    values.filter(isCapability).map((value: Capability) => words.capability(value, plugin));
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  }).format(check.bytes / 1000);
  const unchanged =
    check.addedCapabilities.length === 0 &&
    check.removedCapabilities.length === 0 &&
    check.addedHosts.length === 0;

  return (
    <Box
      component="section"
      aria-label={t('plugins.install.summaryLabel')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, my: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
        {check.installed
          ? t('plugins.install.update', {
              name,
              from: check.installed.version,
              to: check.manifest.version,
            })
          : t('plugins.install.new', { name, version: check.manifest.version })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('plugins.install.facts', {
          id: check.manifest.id,
          author: check.manifest.author,
          files: check.files,
          size,
        })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {words.text(check.manifest.description)}
      </Typography>
      {check.installed ? (
        <>
          <Changes
            title={t('plugins.install.added')}
            items={capabilities(check.addedCapabilities)}
          />
          <Changes
            title={t('plugins.install.removed')}
            items={capabilities(check.removedCapabilities)}
          />
          <Changes title={t('plugins.install.addedHosts')} items={check.addedHosts} />
          {unchanged ? (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('plugins.install.unchanged')}
            </Typography>
          ) : (
            check.addedCapabilities.length > 0 && (
              <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
                {t('plugins.install.reconsent')}
              </Typography>
            )
          )}
        </>
      ) : (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h4">
            {t('plugins.card.asks')}
          </Typography>
          <CapabilityList plugin={plugin} label={t('plugins.card.asksOf', { name })} />
        </Box>
      )}
      <Box sx={{ mt: 1 }}>
        <Typography variant="subtitle2" component="h4">
          {t('plugins.card.adds')}
        </Typography>
        <ContributionList plugin={plugin} label={t('plugins.card.addsOf', { name })} />
      </Box>
    </Box>
  );
}
