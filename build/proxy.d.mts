import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function apiProxy(target: string, options?: { keepPrefix?: boolean }): (req: IncomingMessage, res: ServerResponse) => void;
