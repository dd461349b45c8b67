import { commandSuite } from './suite';

await commandSuite('crud');
