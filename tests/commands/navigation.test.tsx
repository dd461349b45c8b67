import { commandSuite } from './suite';

await commandSuite('navigation');
