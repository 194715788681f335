import backups from './backups/en.json';
import collections from './collections/en.json';
import crons from './crons/en.json';
import dashboard from './dashboard/en.json';
import logs from './logs/en.json';
import moderation from './moderation/en.json';
import records from './records/en.json';
import settings from './settings/en.json';
import shell from './shell/en.json';
import users from './users/en.json';

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
