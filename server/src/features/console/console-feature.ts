import type { Feature } from '../../app.js';
import { addConsoleStatsRoute } from './console-stats-route.js';
import { addRuleCheckRoute } from './rule-check-route.js';

/** The superuser console's own server routes: the dashboard's figures and the rule check. */
export const consoleFeature: Feature = {
  name: 'console',
  setup(app) {
    addConsoleStatsRoute(app);
    addRuleCheckRoute(app);
  },
};
