import { useTranslation } from '@/i18n/i18n';

/** A link, shown on keyboard focus only, that jumps past the navigation to the page. */
export function SkipLink(props: { target: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${props.target}`}
      className="console-skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(props.target)?.focus();
      }}
      style={{ position: 'absolute', left: -10000, top: 0, zIndex: 2000 }}
      onFocus={(event) => {
        event.currentTarget.style.left = '8px';
      }}
      onBlur={(event) => {
        event.currentTarget.style.left = '-10000px';
      }}
    >
      {t('console.shell.skipToContent')}
    </a>
  );
}
