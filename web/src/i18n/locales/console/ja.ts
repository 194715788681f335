import backups from './backups/ja.json';
import collections from './collections/ja.json';
import crons from './crons/ja.json';
import dashboard from './dashboard/ja.json';
import logs from './logs/ja.json';
import moderation from './moderation/ja.json';
import records from './records/ja.json';
import settings from './settings/ja.json';
import shell from './shell/ja.json';
import users from './users/ja.json';

/** The superuser console's messages (`/_/`), one file per screen, loaded with the console. */
export default {
  console: {
    shell,
    dashboard,
    collections,
    records,
    users,
    settings,
    backups,
    crons,
    logs,
    moderation,
  },
};
