import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/i18n/i18n';
import type { InstalledPlugin } from '@/shared/plugins';
import type { Contribution } from '../lib/plugin-contributions';
import { contributionsOf } from '../lib/plugin-contributions';
import { usePluginWords } from '../lib/use-plugin-words';

function ContributionText({ part }: { part: Contribution }) {
  const { t } = useTranslation();
  const words = usePluginWords();
  switch (part.kind) {
    case 'command':
      return (
        <>
          <Box component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {part.usage}
          </Box>
          {part.description && ` — ${part.description}`}
        </>
      );
    case 'messages':
      return <>{t('plugins.adds.messages', { types: words.list(part.types) })}</>;
    case 'composer':
      return <>{t('plugins.adds.composer', { titles: words.list(part.titles) })}</>;
    case 'panel':
      return <>{t('plugins.adds.panel', { title: part.title })}</>;
    case 'widget':
      return <>{t('plugins.adds.widget', { title: part.title })}</>;
    case 'settings':
      return <>{t('plugins.adds.settings')}</>;
  }
}

/** What a plugin adds to the app: its slash commands, message types, panel, home card… */
export function ContributionList({ plugin, label }: { plugin: InstalledPlugin; label: string }) {
  const { language } = usePluginWords();
  const parts = contributionsOf(plugin.manifest, language);
  if (parts.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2.5 }}>
      {parts.map((part, index) => (
        <Typography component="li" variant="body2" key={`${part.kind}-${index}`}>
          <ContributionText part={part} />
        </Typography>
      ))}
    </Box>
  );
}
