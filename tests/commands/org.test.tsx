import { commandSuite } from './suite';

await commandSuite('org');
