import { commandSuite } from './suite';

await commandSuite('tenancy');
