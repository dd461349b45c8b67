import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function staticHandler(dir: string, options?: { gzip?: boolean; stats?: { requests: number; bytes: number } }): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
