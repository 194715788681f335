import type { PluginBundleCheck } from '@hearth/shared';
import { PLUGIN_BUNDLE_MAX_BYTES } from '@hearth/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { isSdkError } from '@/shared/lib/api-error';
import type { SuperuserSession } from '@/shared/lib/superuser-client';
import { signOutSuperuser } from '@/shared/lib/superuser-client';
import { FormAlert } from '@/shared/ui/form-alert';
import { notify } from '@/shared/ui/notify';
import { usePluginWords } from '@/features/plugins/lib/use-plugin-words';
import { checkBundle, installBundle } from '@/features/plugins/lib/plugin-install-api';
import { BundleCheckSummary } from './bundle-check-summary';

type Step =
  | { kind: 'idle' }
  | { kind: 'checking'; file: File }
  | { kind: 'checked'; file: File; check: PluginBundleCheck }
  | { kind: 'installing'; file: File; check: PluginBundleCheck };

/**
 * Pick a bundle, see what the server's check says it would install or change, then install it.
 * Nothing is written before Install; the server's errors say what to fix in the bundle.
 */
export function BundleInstaller(props: { session: SuperuserSession; onInstalled: () => void }) {
  const { t } = useTranslation();
  const words = usePluginWords();
  const picker = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [error, setError] = useState<unknown>(null);

  const fail = (failure: unknown) => {
    setError(failure);
    setStep({ kind: 'idle' });
    // note: an expired superuser session cannot be refreshed without the password: sign in again.
    if (isSdkError(failure) && failure.status === 401) signOutSuperuser();
  };

  const check = async (file: File) => {
    setError(null);
    if (file.size > PLUGIN_BUNDLE_MAX_BYTES) {
      setError(
        new Error(t('plugins.install.tooBig', { max: PLUGIN_BUNDLE_MAX_BYTES / 1024 / 1024 })),
      );
      return;
    }
    setStep({ kind: 'checking', file });
    try {
      setStep({ kind: 'checked', file, check: await checkBundle(props.session.client, file) });
    } catch (failure) {
      fail(failure);
    }
  };

  const install = async (file: File, result: PluginBundleCheck) => {
    setStep({ kind: 'installing', file, check: result });
    try {
      await installBundle(props.session.client, file);
      const name = words.text(result.manifest.name);
      notify.success(
        result.installed
          ? t('plugins.install.updated', { name, version: result.manifest.version })
          : t('plugins.install.installed', { name }),
      );
      setStep({ kind: 'idle' });
      props.onInstalled();
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Box>
      <FormAlert error={error} />
      <input
        ref={picker}
        type="file"
        accept=".zip,application/zip"
        hidden
        aria-label={t('plugins.install.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void check(file);
        }}
      />
      {step.kind === 'idle' || step.kind === 'checking' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            loading={step.kind === 'checking'}
            onClick={() => picker.current?.click()}
          >
            {t('plugins.install.choose')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {step.kind === 'checking'
              ? t('plugins.install.checking', { file: step.file.name })
              : t('plugins.install.hint')}
          </Typography>
        </Box>
      ) : (
        <>
          <BundleCheckSummary check={step.check} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              loading={step.kind === 'installing'}
              onClick={() => void install(step.file, step.check)}
            >
              {step.check.installed
                ? t('plugins.install.updateButton')
                : t('plugins.install.installButton')}
            </Button>
            <Button disabled={step.kind === 'installing'} onClick={() => setStep({ kind: 'idle' })}>
              {t('common.cancel')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
