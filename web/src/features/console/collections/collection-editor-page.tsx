import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { useConsoleQuery } from '../shared/use-console-query';
import { CollectionEditor } from './collection-editor';

/** `/_/collections/:collection/settings`: a collection's name, fields, indexes and API rules. */
export function CollectionEditorPage() {
  const { collection: name = '' } = useParams();
  const { t } = useTranslation();
  useDocumentTitle(t('console.collections.editor.documentTitle', { name }));
  const query = useConsoleQuery(`collection:${name}`, (client) => client.collections.getOne(name));
  return (
    <ConsolePage
      title={name}
      actions={
        <Button component={Link} to="/_/collections">
          {t('console.collections.editor.back')}
        </Button>
      }
    >
      {query.loading && !query.data && <LinearProgress />}
      {query.error !== null && <ConsoleError error={query.error} onRetry={query.reload} />}
      {query.data && (
        // note: keyed by the stored version, so a save or reload starts from the server's copy.
        <CollectionEditor
          key={`${query.data.id}:${String(query.data.updated)}`}
          collection={query.data}
          onSaved={query.reload}
        />
      )}
    </ConsolePage>
  );
}
