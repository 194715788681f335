import backups from './backups/zh.json';
import collections from './collections/zh.json';
import crons from './crons/zh.json';
import dashboard from './dashboard/zh.json';
import logs from './logs/zh.json';
import moderation from './moderation/zh.json';
import records from './records/zh.json';
import settings from './settings/zh.json';
import shell from './shell/zh.json';
import users from './users/zh.json';

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
