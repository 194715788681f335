import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary, ReactionGroup } from '@/shared/chat';
import { reactorsText } from './reaction-words';

function ReactionChip(props: {
  group: ReactionGroup;
  summary: ChatSummary | null;
  me: string;
  onToggle: (emoji: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { group, onToggle } = props;
  const names = reactorsText(group.users, props.summary, props.me, t, i18n.language);
  const count = group.users.length;
  const mine = group.mine !== null;
  return (
    <Tooltip title={names} describeChild>
      <ButtonBase
        aria-pressed={mine}
        aria-label={t('chat.reactions.label', { emoji: group.emoji, count, names })}
        onClick={() => onToggle(group.emoji)}
        sx={(theme) => ({
          gap: 0.5,
          px: 1,
          minHeight: 28,
          borderRadius: 999,
          border: 1,
          borderColor: mine ? 'primary.main' : 'divider',
          bgcolor: mine
            ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.3 : 0.14)
            : 'background.paper',
          color: 'text.primary',
          fontSize: 14,
          fontWeight: mine ? 700 : 400,
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        })}
      >
        <span aria-hidden="true">{group.emoji}</span>
        <span aria-hidden="true">{count}</span>
      </ButtonBase>
    </Tooltip>
  );
}

/**
 * The reactions under a message: one chip per emoji with its count, the user's own marked (and
 * pressed); a chip toggles the user's own reaction, and names who reacted on hover, on a long
 * press (the tooltip's touch behaviour) and to screen readers.
 */
export function ReactionChips(props: {
  groups: readonly ReactionGroup[];
  summary: ChatSummary | null;
  me: string;
  alignEnd: boolean;
  onToggle: (emoji: string) => void;
}) {
  const { t } = useTranslation();
  if (props.groups.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={t('chat.reactions.list')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        mt: 0.5,
        maxWidth: 'min(75%, 560px)',
        ml: props.alignEnd ? 'auto' : 0,
        justifyContent: props.alignEnd ? 'flex-end' : 'flex-start',
      }}
    >
      {props.groups.map((group) => (
        <ReactionChip
          key={group.emoji}
          group={group}
          summary={props.summary}
          me={props.me}
          onToggle={props.onToggle}
        />
      ))}
    </Box>
  );
}
