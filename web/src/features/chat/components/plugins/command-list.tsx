import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CommandListState } from './use-command-completion';

/**
 * The slash commands the text can run, above the message box: each with its arguments and what
 * it does. Focus stays in the box, which points at the active option; the pointer picks too.
 */
export function CommandList({ list }: { list: CommandListState }) {
  const { t } = useTranslation();
  const activeId = list.optionId(list.active);
  useEffect(() => {
    // note: jsdom has no scrollIntoView; browsers all do.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  return (
    <Paper
      elevation={8}
      id={list.id}
      role="listbox"
      aria-label={t('chatPlugins.commands.suggestions')}
      sx={{
        position: 'absolute',
        bottom: '100%',
        insetInline: 0,
        mb: 1,
        maxHeight: 320,
        overflowY: 'auto',
        zIndex: 'tooltip',
        py: 0.5,
      }}
    >
      {list.options.map((command, index) => (
        <Box
          key={command.name}
          id={list.optionId(index)}
          role="option"
          aria-selected={index === list.active}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => index !== list.active && list.onHover(index)}
          onClick={() => list.onPick(command)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 0.75,
            cursor: 'pointer',
            '&[aria-selected="true"]': { bgcolor: 'action.selected' },
          }}
        >
          <Avatar
            src={command.source.plugin.iconUrl || undefined}
            alt=""
            variant="rounded"
            sx={{ width: 28, height: 28, fontSize: 14 }}
          >
            {command.pluginName.slice(0, 1)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontFamily: 'monospace' }}>
              {command.usage}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {command.description}
            </Typography>
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
