import type { AuthCollectionModel } from '@hearth/shared';
import type { App } from '../app.js';
import { ApiError } from '../errors.js';
import { findFirstRecord } from '../records/record-store.js';
import { SUPERUSERS, systemRequestInfo } from '../request-info.js';

/** Runs `hearth superuser <action> <email> [password]`; returns the exit code. */
export async function runSuperuserCommand(app: App, args: readonly string[]): Promise<number> {
  const [action, email, password] = args;
  const superusers = app.collections.find(SUPERUSERS);
  if (!superusers || superusers.type !== 'auth') {
    throw new Error('the _superusers collection is missing');
  }
  if (!action || !email || (action !== 'delete' && !password)) {
    console.error(
      'Usage: hearth superuser upsert|create|update <email> <password> | delete <email>',
    );
    return 1;
  }
  const existing = await findFirstRecord(app.db, superusers, {
    text: 'email = ?',
    params: [email],
  });
  const info = systemRequestInfo(superusers);
  try {
    switch (action) {
      case 'create':
        if (existing) return fail(`A superuser with email ${email} already exists.`);
        await create(app, superusers, email, password ?? '');
        console.log(`Created superuser ${email}.`);
        return 0;
      case 'update':
        if (!existing) return fail(`No superuser with email ${email}.`);
        await setPassword(app, superusers, String(existing['id']), password ?? '');
        console.log(`Changed the password of superuser ${email}.`);
        return 0;
      case 'upsert':
        if (existing) await setPassword(app, superusers, String(existing['id']), password ?? '');
        else await create(app, superusers, email, password ?? '');
        console.log(`Superuser ${email} is ready.`);
        return 0;
      case 'delete':
        if (!existing) return fail(`No superuser with email ${email}.`);
        await app.records.delete(superusers, String(existing['id']), info);
        console.log(`Deleted superuser ${email}.`);
        return 0;
      default:
        return fail(`Unknown superuser action "${action}".`);
    }
  } catch (error) {
    if (error instanceof ApiError) return fail(`${error.message} ${JSON.stringify(error.data)}`);
    throw error;
  }

  function create(app_: App, collection: AuthCollectionModel, address: string, secret: string) {
    const data = { email: address, password: secret, passwordConfirm: secret, verified: true };
    return app_.records.create(collection, { data, files: {} }, info);
  }

  function setPassword(app_: App, collection: AuthCollectionModel, id: string, secret: string) {
    return app_.records.update(
      collection,
      id,
      { data: { password: secret, passwordConfirm: secret }, files: {} },
      info,
    );
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}
