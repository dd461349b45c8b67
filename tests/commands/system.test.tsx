import { commandSuite } from './suite';

await commandSuite('system');
