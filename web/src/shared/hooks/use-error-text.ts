import { useCallback } from 'react';
import { hasMessage, useTranslation } from '@/i18n/i18n';
import type { MessageKey, MessageValues } from '@/i18n/i18n';
import type { FieldError } from '../lib/api-error';
import { describeError } from '../lib/api-error';
import type { FieldIssue } from '../lib/validation';

/** Keeps the string and number params of an error, the only ones a message can show. */
function messageValues(params: Record<string, unknown> | undefined): MessageValues | undefined {
  if (!params) return undefined;
  const values: MessageValues = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  return values;
}

/** Turns any error into a translated sentence (style guide §4.4: SDK errors reach users translated). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const description = describeError(error);
      switch (description.kind) {
        case 'aborted':
          return t('errors.aborted');
        case 'network':
          return t('errors.network');
        case 'message':
          return t(`errors.messages.${description.key}`);
        case 'status':
          return t(`errors.status.${description.status}`);
        case 'unknown':
          return description.message || t('errors.status.400');
      }
    },
    [t],
  );
}

/** Turns a field error (client issue or server `data` item) into a translated sentence. */
export function useFieldErrorText(): (issue: FieldIssue | FieldError) => string {
  const { t } = useTranslation();
  return useCallback(
    (issue: FieldIssue | FieldError) => {
      const fallback = 'message' in issue ? issue.message : issue.code;
      const key = `errors.${issue.code}`;
      // note: only a code the messages translate gets here, so `key` is a message's key.
      if (!hasMessage(key)) return fallback;
      return t(key as MessageKey, messageValues(issue.params));
    },
    [t],
  );
}
