import { runBusConformance } from './bus.case.js';
import { InProcessBus } from './in-process-bus.js';

runBusConformance('in-process', () =>
  Promise.resolve({ bus: new InProcessBus(), settle: () => Promise.resolve() }),
);
