import { natsTestConfig } from '../test/test-nats.js';
import { runTwoServers } from './two-servers.case.js';

runTwoServers('NATS', () => ({ nats: natsTestConfig() }));
