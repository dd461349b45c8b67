import type { AnyCommand } from '../../src/platform/types';
import { runSelfTestCommand } from './run';

export const selfTestCommands: readonly AnyCommand[] = [runSelfTestCommand];
