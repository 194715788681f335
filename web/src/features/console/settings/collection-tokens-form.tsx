import { useTranslation } from '@/i18n/i18n';
import type { AuthCollectionModel } from '@/shared/lib/pb';
import { DurationField } from './duration-field';
import { SettingsForm } from './settings-form';
import { isValidDuration, TOKEN_KEYS, tokenDurationsOf, tokenPatch } from './token-durations';
import { useCollectionSection } from './use-collection-section';
import { useFieldText } from './use-field-text';

/** One auth collection's token lifetimes. */
export function CollectionTokensForm({ collection }: { collection: AuthCollectionModel }) {
  const { t } = useTranslation();
  const form = useCollectionSection(collection, tokenDurationsOf, tokenPatch);
  const field = useFieldText(form);
  const invalid = TOKEN_KEYS.some((key) => !isValidDuration(form.draft[key]));
  return (
    <SettingsForm
      title={t('console.settings.tokens.collection', { name: collection.name })}
      form={form}
      invalid={invalid}
    >
      {TOKEN_KEYS.map((key) => (
        <DurationField
          key={key}
          label={t(`console.settings.tokens.kinds.${key}`)}
          value={form.draft[key]}
          onChange={(value) => form.setDraft((draft) => ({ ...draft, [key]: value }))}
          {...field(
            `${key}.duration`,
            undefined,
            isValidDuration(form.draft[key]) ? undefined : t('console.settings.tokens.invalid'),
          )}
        />
      ))}
    </SettingsForm>
  );
}
