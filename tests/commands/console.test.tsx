import { commandSuite } from './suite';

await commandSuite('console');
