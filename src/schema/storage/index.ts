/** Storage, sms, attachments, logs, data models, the code generator and reports: the resource schemas of this area. */
import type { ResourceSchema } from '../types';
import { attach } from './attach';
import { code } from './code';
import { logApi, logError, logUsual } from './logs';
import { model } from './model';
import { oss } from './oss';
import { report } from './report';
import { sms } from './sms';
import { storage } from './storage';

export const storageResources = [oss, storage, attach, sms, logUsual, logApi, logError, model, code, report] as const satisfies readonly ResourceSchema[];
