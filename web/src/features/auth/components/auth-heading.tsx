import { PhraseText } from '@/shared/ui/phrase-text';
import '@/shared/ui/plain/plain.css';

/** The title and lead line above an account form. */
export function AuthHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="h-heading">
      <h1>
        <PhraseText text={title} />
      </h1>
      {lead && <p>{lead}</p>}
    </div>
  );
}
