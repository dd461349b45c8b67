import type { AnyCommand } from '../types';
import { runSelfTestCommand } from './run';

export const selfTestCommands: readonly AnyCommand[] = [runSelfTestCommand];
