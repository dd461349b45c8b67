import { commandSuite } from './suite';

await commandSuite('storage');
