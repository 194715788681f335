import { AuthCollectionsView } from './auth-collections-view';
import { CollectionTokensForm } from './collection-tokens-form';

/** How long each kind of token lasts, per auth collection. */
export function TokensSection() {
  return (
    <AuthCollectionsView
      render={(collection) => <CollectionTokensForm collection={collection} />}
    />
  );
}
