/** The mock in Node: tests listen with it (tests/setup.ts). */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const mockServer = setupServer(...handlers);
