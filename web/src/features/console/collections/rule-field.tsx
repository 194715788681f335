import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { RuleChecker } from './rule-check';
import { RuleEditor } from './rule-editor';
import { useRuleProblem } from './use-rule-problem';

type RuleMode = 'locked' | 'open' | 'expression';

function modeOf(rule: string | null): RuleMode {
  if (rule === null) return 'locked';
  return rule === '' ? 'open' : 'expression';
}

/**
 * One API rule: superusers only (null), everyone (empty), or an expression checked by the server
 * as it is typed, its problem marked where it occurs and explained beneath.
 */
export function RuleField(props: {
  label: string;
  value: string | null;
  onChange: (rule: string | null) => void;
  check: RuleChecker;
  /** What the helper offers to insert: the collection's fields and the request macros. */
  insertable: readonly string[];
  /** The server's error for this rule when saving failed. */
  saveError?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const editor = useRef<HTMLTextAreaElement>(null);
  const [mode, setMode] = useState<RuleMode>(() => modeOf(props.value));
  const [draft, setDraft] = useState(props.value ?? '');
  const expression = mode === 'expression' ? draft : null;
  const problem = useRuleProblem(expression, props.check);
  const message = problem?.message ?? (mode === 'expression' ? props.saveError : undefined);

  const choose = (next: RuleMode | null) => {
    if (!next) return;
    setMode(next);
    props.onChange(next === 'locked' ? null : next === 'open' ? '' : draft);
  };
  const type = (text: string) => {
    setDraft(text);
    props.onChange(text);
  };
  const insert = (token: string) => {
    const at = editor.current?.selectionStart ?? draft.length;
    const end = editor.current?.selectionEnd ?? at;
    type(`${draft.slice(0, at)}${token}${draft.slice(end)}`);
    editor.current?.focus();
  };

  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {props.label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_, next: RuleMode | null) => choose(next)}
        aria-label={props.label}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="locked">{t('console.collections.rules.locked')}</ToggleButton>
        <ToggleButton value="open">{t('console.collections.rules.open')}</ToggleButton>
        <ToggleButton value="expression">{t('console.collections.rules.expression')}</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" color="text.secondary">
        {t(`console.collections.rules.${mode}Help`)}
      </Typography>
      {mode === 'expression' && (
        <>
          <RuleEditor
            ref={editor}
            id={`${id}-rule`}
            label={props.label}
            value={draft}
            problem={problem}
            describedBy={message ? `${id}-problem` : undefined}
            onChange={type}
          />
          {message && (
            <Typography id={`${id}-problem`} role="alert" variant="body2" color="error">
              {message}
            </Typography>
          )}
          <InsertHelper tokens={props.insertable} onInsert={insert} />
        </>
      )}
    </Stack>
  );
}

function InsertHelper(props: { tokens: readonly string[]; onInsert: (token: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {t('console.collections.rules.insert')}
      </Typography>
      {props.tokens.map((token) => (
        <Button
          key={token}
          size="small"
          variant="outlined"
          sx={{ textTransform: 'none', fontFamily: 'monospace', py: 0, minWidth: 0 }}
          onClick={() => props.onInsert(token)}
        >
          {token}
        </Button>
      ))}
    </Stack>
  );
}
