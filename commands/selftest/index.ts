import type { AnyCommand } from '../../src/platform/types';
import { exportResultsCommand } from './export';
import { rerunFailedCommand } from './rerun-failed';
import { runSelfTestCommand } from './run';

export const selfTestCommands: readonly AnyCommand[] = [runSelfTestCommand, rerunFailedCommand, exportResultsCommand];
