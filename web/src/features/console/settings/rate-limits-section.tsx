import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from '@/i18n/i18n';
import { newRule, ruleIssues } from './rate-limit-rules';
import { RateLimitRuleRow } from './rate-limit-rule-row';
import { SettingsForm } from './settings-form';
import type { AppSettings, RateLimitRule } from './settings-types';
import { SwitchField } from './switch-field';
import { useFieldText } from './use-field-text';
import { useSettingsSection } from './use-settings-section';

const pick = ({ rateLimits }: AppSettings) => ({
  rateLimits: { enabled: rateLimits.enabled, rules: rateLimits.rules },
});

/** Rate limiting on or off, and its rules (added, changed and removed here, saved together). */
export function RateLimitsSection(props: {
  settings: AppSettings;
  onSaved: (settings: AppSettings) => void;
}) {
  const { t } = useTranslation();
  const form = useSettingsSection(props.settings, pick, props.onSaved);
  const field = useFieldText(form);
  const { enabled, rules } = form.draft.rateLimits;
  const issues = ruleIssues(rules);
  const setRules = (next: RateLimitRule[]) =>
    form.setDraft((draft) => ({ rateLimits: { ...draft.rateLimits, rules: next } }));
  const fieldText = (index: number) => (name: keyof RateLimitRule) => {
    const issue = issues[`${index}.${name}`];
    const hint = name === 'duration' ? t('console.settings.rateLimits.durationHint') : undefined;
    return field(
      `rateLimits.rules.${index}.${name}`,
      hint,
      issue && t(`console.settings.rateLimits.issues.${issue}`),
    );
  };
  return (
    <SettingsForm
      title={t('console.settings.rateLimits.title')}
      lead={t('console.settings.rateLimits.lead')}
      form={form}
      invalid={Object.keys(issues).length > 0}
    >
      <SwitchField
        label={t('console.settings.rateLimits.enabled')}
        checked={enabled}
        onChange={(on) =>
          form.setDraft((draft) => ({ rateLimits: { ...draft.rateLimits, enabled: on } }))
        }
      />
      <div>
        {rules.map((rule, index) => (
          // note: rules have no id; the position is what the server's errors name too.
          <div key={index}>
            <RateLimitRuleRow
              index={index}
              rule={rule}
              fieldText={fieldText(index)}
              onChange={(changed) =>
                setRules(rules.map((old, at) => (at === index ? changed : old)))
              }
              onRemove={() => setRules(rules.filter((_, at) => at !== index))}
            />
            <Divider />
          </div>
        ))}
      </div>
      <div>
        <Button startIcon={<AddIcon />} onClick={() => setRules([...rules, newRule()])}>
          {t('console.settings.rateLimits.add')}
        </Button>
      </div>
    </SettingsForm>
  );
}
