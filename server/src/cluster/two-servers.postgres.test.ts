import { runTwoServers } from './two-servers.case.js';

runTwoServers('LISTEN/NOTIFY', () => ({}));
