import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { useTranslation } from '@/i18n/i18n';
import { pluralKey } from '@/shared/lib/plural';

/** Back to the newest message, with how many new ones wait below. */
export function JumpDownButton(props: { count: number; onJump: () => void }) {
  const { t, i18n } = useTranslation();
  const label =
    props.count > 0
      ? t(pluralKey('chat.conversation.newBelow', props.count, i18n.language), {
          count: props.count,
        })
      : t('chat.conversation.jumpDown');
  return (
    <Badge
      badgeContent={props.count}
      color="primary"
      max={99}
      overlap="circular"
      slotProps={{ badge: { 'aria-hidden': true } }}
      sx={(theme) => ({
        position: 'absolute',
        right: 16,
        bottom: 16,
        // The count sits on the button, which lifts itself above the list.
        '& .MuiBadge-badge': { zIndex: theme.zIndex.fab + 1 },
      })}
    >
      <Fab size="small" aria-label={label} title={label} onClick={props.onJump} color="default">
        <KeyboardArrowDown />
      </Fab>
    </Badge>
  );
}
