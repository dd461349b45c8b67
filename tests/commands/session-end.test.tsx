/** The checks the self-test page cannot run, in happy-dom against the Node mock (see suite.tsx). */
import { commandSuite } from './suite';

await commandSuite();
