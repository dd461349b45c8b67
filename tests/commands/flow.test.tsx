import { commandSuite } from './suite';

await commandSuite('flow');
