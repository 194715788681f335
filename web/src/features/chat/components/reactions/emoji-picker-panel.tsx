import type { Language } from '@hearth/shared';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { EmojiDataLoader, PickerLabels } from 'emoji-picker-react';
import EmojiPicker from 'emoji-picker-react';
import type { Translate } from '@/i18n/i18n';
import { useTranslation } from '@/i18n/i18n';
import { DEFAULT_REACTIONS, useRecentReactions } from '@/shared/chat';

// English ships with the picker; the other languages' names load with it, from our own origin.
const LOCALE_DATA: Partial<Record<Language, EmojiDataLoader>> = {
  zh: () => import('emoji-picker-react/data/emojis-zh'),
  ja: () => import('emoji-picker-react/data/emojis-ja'),
};

function labels(t: Translate): Partial<PickerLabels> {
  return {
    searchLabel: t('chat.reactions.search'),
    searchPlaceholder: t('chat.reactions.searchPlaceholder'),
    searchClear: t('chat.reactions.clear'),
    searchResultsNone: t('chat.reactions.noResults'),
    searchResultsOne: t('chat.reactions.oneResult'),
    searchResultsMany: t('chat.reactions.manyResults'),
    categoryNavigation: t('chat.reactions.categories'),
    loading: t('chat.reactions.loading'),
    loadingError: t('chat.reactions.loadFailed'),
    retryLoading: t('chat.reactions.retry'),
    skinToneNeutral: t('chat.reactions.toneNeutral'),
    skinToneLight: t('chat.reactions.toneLight'),
    skinToneMediumLight: t('chat.reactions.toneMediumLight'),
    skinToneMedium: t('chat.reactions.toneMedium'),
    skinToneMediumDark: t('chat.reactions.toneMediumDark'),
    skinToneDark: t('chat.reactions.toneDark'),
  };
}

/**
 * The full emoji picker (search, categories, skin tones), its "recent" row being the user's
 * recent reactions. Loaded on demand: it is the one module that imports the picker library,
 * which draws native emoji and never fetches anything from elsewhere.
 */
export function EmojiPickerPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const recent = useRecentReactions();
  const { palette } = theme;
  return (
    <Box
      sx={{
        '& .hearth-emoji-picker': {
          '--epr-bg-color': palette.background.paper,
          '--epr-category-label-bg-color': palette.background.paper,
          '--epr-text-color': palette.text.primary,
          '--epr-search-input-bg-color': palette.action.hover,
          '--epr-search-input-bg-color-active': palette.action.selected,
          '--epr-picker-border-color': 'transparent',
          '--epr-highlight-color': palette.primary.main,
          '--epr-hover-bg-color': palette.action.hover,
          '--epr-focus-bg-color': palette.action.focus,
        },
      }}
    >
      <EmojiPicker
        className="hearth-emoji-picker"
        colorScheme={palette.mode}
        emojiStyle="native"
        emojiData={LOCALE_DATA[i18n.language]}
        suggestedEmojis={[...new Set([...recent, ...DEFAULT_REACTIONS])]}
        labels={labels(t)}
        previewConfig={{ showPreview: false }}
        width="min(350px, calc(100vw - 32px))"
        height={400}
        onEmojiClick={(data) => onPick(data.emoji)}
      />
    </Box>
  );
}
