import { useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import { isSdkError } from '@/shared/lib/api-error';
import type { SuperuserSession } from '@/shared/lib/superuser-client';
import { signOutSuperuser } from '@/shared/lib/superuser-client';
import type { InstalledPlugin } from '@/shared/plugins';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notify } from '@/shared/ui/notify';
import { removePlugin } from '@/features/plugins/lib/plugin-install-api';
import { usePluginWords } from '@/features/plugins/lib/use-plugin-words';

/** Asks a superuser to confirm, naming the plugin, then removes it for everyone. */
export function RemovePluginDialog(props: {
  plugin: InstalledPlugin;
  session: SuperuserSession;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const words = usePluginWords();
  const [busy, setBusy] = useState(false);
  const name = words.text(props.plugin.manifest.name);

  const remove = async () => {
    setBusy(true);
    try {
      await removePlugin(props.session.client, props.plugin.id);
      notify.success(t('plugins.remove.done', { name }));
      props.onRemoved();
      props.onClose();
    } catch (error) {
      setBusy(false);
      notify.error(t('plugins.remove.failed', { name }), errorText(error));
      if (isSdkError(error) && error.status === 401) signOutSuperuser();
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('plugins.remove.title', { name })}
      body={t('plugins.remove.body', { name })}
      confirm={t('plugins.remove.confirm')}
      busy={busy}
      onConfirm={() => void remove()}
      onClose={props.onClose}
    />
  );
}
