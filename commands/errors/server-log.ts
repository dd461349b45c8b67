/** The server's error log, read as BladeX's error-log screen reads it: the checks look there. */
import { requestData } from '../../src/core/http';

/** A row of BladeX's error log (blade_log_error), the fields the checks read. */
export interface ServerErrorRow {
  id: string;
  message: string;
  requestUri: string;
  createTime: string;
}

/** More rows than a check's upload is ever away from the newest. */
const READ_SIZE = 50;

/** The newest rows of the error log the caller may see. */
export async function newestServerErrors(): Promise<ServerErrorRow[]> {
  const page = await requestData<{ records?: ServerErrorRow[] }>('/blade-log/error/list', { query: { current: 1, size: READ_SIZE } });
  return page?.records ?? [];
}
