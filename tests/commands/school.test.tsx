import { commandSuite } from './suite';

await commandSuite('school');
