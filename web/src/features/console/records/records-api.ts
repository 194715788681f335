import type { CollectionModel, ConsoleClient, ListResult, RecordModel } from '@/shared/lib/pb';
import type { RelationOption } from './relation-picker';
import { presentableField } from './record-fields';
import type { RecordsQuery } from './use-records-query';
import { formatSort } from './sort-state';

/** One page of a collection's records, with the relations the table shows expanded. */
export function listRecords(
  client: ConsoleClient,
  collection: string,
  query: RecordsQuery,
  expand: string,
): Promise<ListResult<RecordModel>> {
  return client.collection(collection).getList(query.page, query.perPage, {
    filter: query.filter,
    sort: formatSort(query.sort),
    expand: expand || undefined,
    requestKey: null,
  });
}

/** A related record as a picker option, named by its collection's presentable field. */
export function relationOption(record: RecordModel, labelField: string | null): RelationOption {
  const label: unknown = labelField ? record[labelField] : undefined;
  return { id: record.id, label: typeof label === 'string' && label !== '' ? label : record.id };
}

/** Finds records of `target` whose id (or presentable field) contains `text`. */
export async function searchRelated(
  client: ConsoleClient,
  target: CollectionModel,
  text: string,
): Promise<RelationOption[]> {
  const labelField = presentableField(target);
  const filter = !text
    ? ''
    : labelField
      ? client.filter(`id ~ {:text} || ${labelField} ~ {:text}`, { text })
      : client.filter('id ~ {:text}', { text });
  const page = await client.collection(target.name).getList(1, 20, { filter, requestKey: null });
  return page.items.map((record) => relationOption(record, labelField));
}

/** Creates a record (`id` null) or updates one; the SDK sends files as multipart. */
export function saveRecord(
  client: ConsoleClient,
  collection: string,
  id: string | null,
  body: Record<string, unknown>,
): Promise<RecordModel> {
  const records = client.collection(collection);
  return id ? records.update(id, body) : records.create(body);
}
