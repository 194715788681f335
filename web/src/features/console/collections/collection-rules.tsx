import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { CollectionModel } from '@/shared/lib/pb';
import { useConsoleClient } from '../shell/console-session';
import { serverRuleChecker } from './rule-check';
import { RuleField } from './rule-field';

const BASE_RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;
const AUTH_RULES = ['authRule', 'manageRule'] as const;
export type RuleKey = (typeof BASE_RULES)[number] | (typeof AUTH_RULES)[number];

const MACROS = ['@request.auth.id', '@request.body.', '@request.query.', '@request.method', '@now'];

/** The rules a collection of this type has: five, and two more for auth collections. */
export function ruleKeysOf(collection: CollectionModel): readonly RuleKey[] {
  return collection.type === 'auth' ? [...BASE_RULES, ...AUTH_RULES] : BASE_RULES;
}

/** A collection's API rules, each checked against the collection as it is saved. */
export function CollectionRules(props: {
  collection: CollectionModel;
  rules: Partial<Record<RuleKey, string | null>>;
  errors: Partial<Record<string, string>>;
  onChange: (key: RuleKey, rule: string | null) => void;
}) {
  const { t } = useTranslation();
  const client = useConsoleClient();
  const { collection } = props;
  // note: rules are checked against the stored collection, so a renamed field is known once saved.
  const check = useMemo(() => serverRuleChecker(client, collection.id), [client, collection.id]);
  const insertable = useMemo(
    () => [...collection.fields.map((field) => field.name), ...MACROS],
    [collection.fields],
  );
  return (
    <Stack spacing={3}>
      {ruleKeysOf(collection).map((key) => (
        <RuleField
          key={key}
          label={t(`console.collections.rules.${key}`)}
          value={props.rules[key] ?? null}
          onChange={(rule) => props.onChange(key, rule)}
          check={check}
          insertable={insertable}
          saveError={props.errors[key]}
        />
      ))}
    </Stack>
  );
}
