import Add from '@mui/icons-material/Add';
import Settings from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '@/i18n/i18n';
import { useErrorText } from '@/shared/hooks/use-error-text';
import type { CollectionModel, ConsoleClient, RecordModel } from '@/shared/lib/pb';
import { notify } from '@/shared/ui/notify';
import { ConsoleError } from '../shared/console-error';
import { ConsolePage } from '../shared/console-page';
import { BackToCollections } from './back-to-collections';
import { FilterInput } from './filter-input';
import { RecordDialog } from './record-dialog';
import { expandParameter, presentableField, recordColumns, relationTarget } from './record-fields';
import { RecordsPagination } from './records-pagination';
import { RecordsTable } from './records-table';
import { useFileUrl } from './use-file-url';
import { useRecordsList } from './use-records-list';
import { useRecordsQuery } from './use-records-query';

/** Which record the dialog shows: an existing one, or a new one. */
type Editing = { record: RecordModel | null } | null;

/** One collection's records: filter, table, pages, and the record dialog. */
export function CollectionRecords(props: {
  collection: CollectionModel;
  collectionsById: Map<string, CollectionModel>;
  client: ConsoleClient;
}) {
  const { collection, client } = props;
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [query, setQuery] = useRecordsQuery();
  const columns = useMemo(() => recordColumns(collection), [collection]);
  const list = useRecordsList(client, collection.name, query, expandParameter(columns));
  const fileUrl = useFileUrl(client, collection);
  const [editing, setEditing] = useState<Editing>(null);
  const relationLabels = useMemo(
    () =>
      Object.fromEntries(
        columns
          .filter((f) => f.type === 'relation')
          .map((f) => [f.name, presentableField(props.collectionsById.get(relationTarget(f)))]),
      ),
    [columns, props.collectionsById],
  );
  // A 400 while filtering or sorting is about the filter or sort: it shows under the input.
  const queryError =
    list.error !== null && (query.filter !== '' || query.sort !== null) ? list.error : null;
  const readOnly = collection.type === 'view';
  const saved = () => {
    notify.success(t('console.records.saved'));
    setEditing(null);
    list.reload();
  };
  const remove = async (record: RecordModel) => {
    try {
      await client.collection(collection.name).delete(record.id);
      notify.success(t('console.records.deleted'));
      setEditing(null);
      list.reload();
    } catch (error) {
      notify.error(errorText(error));
    }
  };
  return (
    <ConsolePage
      title={collection.name}
      lead={t(`console.records.type.${collection.type}`)}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={`/_/collections/${encodeURIComponent(collection.name)}/settings`}
            startIcon={<Settings />}
          >
            {t('console.records.settings')}
          </Button>
          {!readOnly && (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setEditing({ record: null })}
            >
              {t('console.records.new')}
            </Button>
          )}
        </Stack>
      }
    >
      <Stack spacing={2}>
        <BackToCollections />
        <FilterInput
          key={query.filter}
          value={query.filter}
          error={
            queryError ? t('console.records.filterError', { message: errorText(queryError) }) : null
          }
          onApply={(filter) => setQuery({ filter })}
        />
        {list.error !== null && !queryError && (
          <ConsoleError error={list.error} onRetry={list.reload} />
        )}
        {list.loading && <LinearProgress aria-label={t('console.records.loading')} />}
        {list.page && list.page.items.length === 0 && !list.loading && (
          <Typography color="text.secondary">{t('console.records.empty')}</Typography>
        )}
        {list.page && list.page.items.length > 0 && (
          <RecordsTable
            label={t('console.records.tableLabel', { collection: collection.name })}
            columns={columns}
            records={list.page.items}
            sort={query.sort}
            onSort={(sort) => setQuery({ sort })}
            onOpen={(record) => setEditing({ record })}
            fileUrl={fileUrl}
            relationLabels={relationLabels}
          />
        )}
        {list.page && (
          <RecordsPagination
            page={list.page.page}
            totalPages={list.page.totalPages}
            totalItems={list.page.totalItems}
            perPage={query.perPage}
            onPage={(page) => setQuery({ page })}
            onPerPage={(perPage) => setQuery({ perPage })}
          />
        )}
      </Stack>
      {editing && (
        <RecordDialog
          client={client}
          collection={collection}
          collectionsById={props.collectionsById}
          record={editing.record}
          fileUrl={fileUrl}
          onClose={() => setEditing(null)}
          onSaved={saved}
          onDelete={remove}
        />
      )}
    </ConsolePage>
  );
}
