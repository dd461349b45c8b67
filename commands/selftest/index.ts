import { exportResultsCommand } from './export';
import { rerunFailedCommand } from './rerun-failed';
import { runSelfTestCommand } from './run';

export const selfTestCommands = [runSelfTestCommand, rerunFailedCommand, exportResultsCommand];
