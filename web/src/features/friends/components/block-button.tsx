import BlockOutlined from '@mui/icons-material/BlockOutlined';
import { useTranslation } from '@/i18n/i18n';
import type { PersonCommands } from '@/shared/social/hooks/use-person-commands';
import { ConfirmedPersonAction } from './confirmed-person-action';

/** Blocks someone, once confirmed (it ends the friendship or request). */
export function BlockButton(props: { name: string; commands: PersonCommands }) {
  const { t } = useTranslation();
  return (
    <ConfirmedPersonAction
      kind="block"
      label={t('people.actions.blockNamed', { name: props.name })}
      icon={<BlockOutlined fontSize="small" />}
      name={props.name}
      commands={props.commands}
      onConfirm={() => void props.commands.block()}
    />
  );
}
